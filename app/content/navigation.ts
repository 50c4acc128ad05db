/** Menu entries of spec §2 "Navigation" (the mega menu arrives with the chrome issue). */
export interface MenuItem {
  id: string;
  title: string;
  link: string;
  submenu?: MenuItem[];
}

export const mainMenu: MenuItem[] = [
  { id: "home", title: "Home", link: "/" },
  { id: "about", title: "About Us", link: "/about" },
  { id: "services", title: "Services", link: "/services" },
  { id: "projects", title: "Projects", link: "/projects" },
  { id: "blog", title: "Blog", link: "/blog" },
  { id: "contact", title: "Contact", link: "/contact" },
];
