/** The words of /admin/analytics (docs/analytics.md, docs/console.md "Analytics"). */
export const analyticsCopy = {
  title: "Analytics",
  description:
    "How many people came, what they read and where they came from, counted on the server: no cookie, no script.",
  range: {
    label: "Range",
    days: (days: number) => `Last ${days} days`,
    span: (from: string, to: string) => `${from} to ${to} (UTC)`,
  },
  figures: {
    heading: "The range's figures",
    visitors: "Visitors",
    pageViews: "Page views",
    enquiries: "Enquiries",
    conversion: "Conversion rate",
    previous: (value: string) => `Previous period: ${value}`,
    none: "—",
  },
  tables: {
    topPages: "Top pages",
    entryPages: "Entry pages",
    referrers: "Referrers",
    campaigns: "Campaigns",
    devices: "Devices",
    campaign: "Campaign",
    device: "Device",
    deviceNames: { phone: "Phone", tablet: "Tablet", desktop: "Desktop" } as Record<string, string>,
    notFound: "Not found",
    bots: "Bots",
    page: "Page",
    site: "Site",
    visitors: "Visitors",
    views: "Views",
    requests: "Requests",
    empty: "Nothing in this range yet.",
  },
};
