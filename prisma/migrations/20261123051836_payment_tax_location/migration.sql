-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "taxRate" DECIMAL(8,6) NOT NULL DEFAULT 0,
ADD COLUMN     "taxState" TEXT;

-- Payments made before: tax always followed the billing address, so its state and the rate
-- charged (tax / subtotal) describe them.
UPDATE "Payment"
SET "taxRate" = ROUND("taxCents"::numeric / "subtotalCents", 6),
    "taxState" = UPPER("billingAddress"->>'state')
WHERE "taxCents" > 0 AND "subtotalCents" > 0 AND "billingAddress" IS NOT NULL;
