"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true once its script runs. A form answered
 * before then (posted natively) shows the server's message in the page, since no toast can.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
