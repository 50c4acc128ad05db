import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * A Lucide icon, drawn from the shapes the `lucide` package ships as data
 * (docs/decisions/028-icons-from-lucide-data.md): the SVG lucide-react
 * renders, without its runtime (a context, size and stroke options the site
 * never uses), which every page paid for before it could hydrate.
 * Decorative unless labelled: hidden from screen readers by default.
 */
export function LucideSvg({ node, ...props }: IconProps & { node: IconNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props["aria-label"] || props["aria-labelledby"] ? undefined : true}
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

/** An icon as a component of its own: `const Menu = lucideIcon(menuShape)`. */
export function lucideIcon(node: IconNode): IconComponent {
  return function LucideIcon(props: IconProps) {
    return <LucideSvg node={node} {...props} />;
  };
}
