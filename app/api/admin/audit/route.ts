import { apiRoute } from "@/lib/api/handler";
import { listAuditEntries } from "@/lib/audit/log";
import { auditQuerySchema } from "@/lib/audit/validation";

// GET /api/admin/audit?action=&from=yyyy-MM-dd&to=yyyy-MM-dd&page=&pageSize= -> AuditPage: the
// owner's changes, newest first, each with who, when, what and the fields that changed.
export const GET = apiRoute({ access: "admin", query: auditQuerySchema }, async ({ query }) => listAuditEntries(query));
