import { apiRoute } from "@/lib/api/handler";
import { listServices } from "@/lib/content/services";

export const GET = apiRoute({}, () => listServices("hypnotherapy"));
