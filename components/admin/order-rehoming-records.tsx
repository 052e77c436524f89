import { getTranslations } from "next-intl/server";
import { getRehomingRecordsForOrder } from "@/lib/moderation/rehoming-records";
import { RehomingRecordsView } from "./rehoming-records";

/**
 * The dispute view's part for a rehoming (read on the server with the page): the adopter's application
 * and the check-ins after the handover. Nothing for a sale.
 */
export async function OrderRehomingRecords({ orderId }: { orderId: string }) {
  const records = await getRehomingRecordsForOrder(orderId);
  if (!records.applications.length && !records.check_ins.length) return null;
  const t = await getTranslations("AdminReports.rehoming");
  return (
    <section aria-labelledby="rehoming-records" className="space-y-2">
      <h2 id="rehoming-records" className="text-lg font-bold text-stone-900">
        {t("title")}
      </h2>
      <RehomingRecordsView records={records} />
    </section>
  );
}
