import { db, type ServiceCategory } from "@/lib/db";
import { getPracticeSettings, isBookable } from "@/lib/practice/settings";

// The practice's services as the public site and the API show them. Inactive services are
// hidden everywhere public; prices stay in integer cents.

export type ServiceDTO = {
  id: number;
  name: string;
  category: ServiceCategory;
  duration: number;
  isVirtual: boolean;
  /** cents */
  price: number;
  description: string;
};

/** A service as the booking wizard needs it: the public fields and the rules its steps follow. */
export type BookableServiceDTO = ServiceDTO & {
  /** Whether booking it asks for a signed consent form (not for a free phone or video consultation). */
  consentRequired: boolean;
  /** Limits the server enforces: only clients who have not booked before; at most one booking per client. */
  newClientsOnly: boolean;
  onePerClient: boolean;
};

const serviceSelect = {
  id: true,
  name: true,
  category: true,
  duration: true,
  isVirtual: true,
  price: true,
  description: true,
} as const;

/** Active services, in the owner's chosen order; one category or all of them. */
export async function listServices(category?: ServiceCategory): Promise<ServiceDTO[]> {
  return db.service.findMany({
    where: { active: true, ...(category ? { category } : {}) },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: serviceSelect,
  });
}

/** One active service, or null when it does not exist or is no longer offered. */
export async function getServiceById(id: number): Promise<ServiceDTO | null> {
  return db.service.findFirst({ where: { id, active: true }, select: serviceSelect });
}

/** What the booking wizard offers: the active services that can be booked now (see isBookable). */
export async function listBookableServices(): Promise<BookableServiceDTO[]> {
  const [services, settings] = await Promise.all([
    db.service.findMany({
      where: { active: true },
      orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
      select: { ...serviceSelect, consentRequired: true, newClientsOnly: true, onePerClient: true },
    }),
    getPracticeSettings(),
  ]);
  return services.filter((service) => isBookable(service, settings));
}
