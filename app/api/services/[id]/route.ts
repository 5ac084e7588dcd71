import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { getServiceById } from "@/lib/practice/catalog";
import { notFound } from "@/lib/errors";

const params = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "Service id must be a positive number")
    .transform(Number),
});

export const GET = apiRoute({ params }, async ({ params }) => {
  const service = await getServiceById(params.id);
  if (!service) throw notFound("Service not found");
  return service;
});
