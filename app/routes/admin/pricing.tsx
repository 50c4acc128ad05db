import { PricingList } from "~/components/admin/pricing-list";
import { consoleCopy } from "~/content/admin/console";
import { pricingCopy } from "~/content/admin/pricing";
import { pricingListLoader } from "~/lib/admin/pricing-editor.server";
import type { Route } from "./+types/pricing";

export const meta = () => [{ title: `${pricingCopy.title} · ${consoleCopy.productName}` }];

export const loader = ({ context }: Route.LoaderArgs) => pricingListLoader(context);

export default function PricingPlans({ loaderData }: Route.ComponentProps) {
  return <PricingList items={loaderData.items} />;
}
