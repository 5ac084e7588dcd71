import { apiRoute } from "@/lib/api/handler";
import { listServices } from "@/lib/practice/catalog";

export const GET = apiRoute({}, () => listServices("yoga"));
