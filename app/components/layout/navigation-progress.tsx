import { useNavigation } from "react-router";

/**
 * A slim bar along the top while a page is on its way (its data or its code).
 * Shown only after 150 ms (app/app.css), so quick navigations do not flash it.
 * Form posts have their own spinner. Screen readers hear the new page instead
 * (./route-announcer.tsx).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && (navigation.formMethod ?? "GET") === "GET";
  return <div aria-hidden="true" data-loading={loading || undefined} className="nav-progress" />;
}
