import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { interfaceWords } from "../../app/content/interface-words";
import { menuIn } from "../../app/lib/main-menu";
import type { InterfaceCopy } from "../../app/lib/page-copy";

/**
 * Renders a component as a page's: under the root route, whose data holds the
 * interface's words in the page's language (English unless given) and its
 * main menu, already
 * there as a server-rendered page has them, so it renders at once.
 */
export function renderInRoot(element: ReactNode, words: InterfaceCopy = interfaceWords) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => element }]);
  return render(
    <Stub
      initialEntries={["/"]}
      hydrationData={{ loaderData: { root: { words, menu: menuIn(words) } } }}
    />,
  );
}
