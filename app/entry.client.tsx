import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { islandsBeforeHydration } from "./lib/static-island";

// React Router's own entry, but for one wait: islands that the screen shows
// from the start and that hydrate with the page (the wide screens' menu) have
// their modules first, so no pointer meets a menu that cannot open yet.
void islandsBeforeHydration().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
