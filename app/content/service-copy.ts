import type { Service } from "./services";

/**
 * The long copy of each service details page (spec §2 "Service details"):
 * an overview, the 'Why Your Business Needs …' paragraph with its benefits,
 * 'Key Features' with a paragraph and a list, and 'Our Approach'.
 */
export interface ServiceCopy {
  overview: string;
  why: string;
  benefits: { title: string; text: string }[];
  keyFeatures: { intro: string; items: string[] };
  approach: { intro: string; steps: { title: string; text: string }[] };
}

export const serviceCopy: Record<number, ServiceCopy> = {
  1: {
    overview:
      "Templates get you online; a custom website gets you results. We design and build sites around what your visitors need to do and what your business needs them to do, on a modern stack that stays fast as your content and traffic grow.",
    why: "Your website is usually the first conversation a prospect has with you, and it happens without you in the room. A site that is slow, hard to update or indistinguishable from competitors quietly costs you enquiries every day. A custom build lets you control speed, search visibility, accessibility and the exact path from first visit to first contact.",
    benefits: [
      {
        title: "Built for speed",
        text: "Pre-rendered pages, optimised images and lean code: we aim for green Core Web Vitals on a mid-range phone, not just on our laptops.",
      },
      {
        title: "Found on search",
        text: "Clean semantic markup, structured data, sitemaps and sensible URLs from day one, so search engines understand every page.",
      },
      {
        title: "Easy to run",
        text: "Your team edits pages, posts and case studies in a content system set up for them, without opening a ticket for every change.",
      },
      {
        title: "Ready to grow",
        text: "New sections, languages and integrations slot into a component system instead of becoming a rebuild.",
      },
    ],
    keyFeatures: {
      intro:
        "Every custom website we ship comes with the foundations that usually get skipped under deadline pressure.",
      items: [
        "Responsive layouts designed for phones first, tested on real devices",
        "WCAG 2.2 AA accessibility, checked automatically on every release",
        "A headless or traditional CMS chosen for how your team actually works",
        "Analytics and conversion tracking that respect your visitors' privacy",
        "Forms wired to your CRM or inbox, with spam protection",
        "Hosting, backups, monitoring and security updates handled for you",
      ],
    },
    approach: {
      intro:
        "We work in short, visible iterations, so you see real pages in the browser within the first two weeks rather than a big reveal at the end.",
      steps: [
        {
          title: "Discover",
          text: "Goals, audiences, content inventory and a sitemap agreed in a half-day workshop.",
        },
        {
          title: "Design",
          text: "Wireframes for the key journeys, then a visual design system you approve page by page.",
        },
        {
          title: "Build",
          text: "Weekly releases to a staging site with automated accessibility and performance checks.",
        },
        {
          title: "Launch and care",
          text: "Redirects, analytics, training for your editors, then monthly reports and improvements.",
        },
      ],
    },
  },
  2: {
    overview:
      "We build mobile apps that feel at home on the phone in your customer's hand: fast to open, smooth to use and respectful of their battery, data and attention. From consumer apps to field tools for your staff, we take you from idea to store listing and keep the app healthy afterwards.",
    why: "Your most loyal customers live on their phones. An app gives them a one-tap path back to you, works offline, and can use the camera, location and notifications in ways a website cannot. Done well, it becomes a habit; done poorly, it is uninstalled within a week, so the craft matters.",
    benefits: [
      {
        title: "A direct channel",
        text: "Push notifications and a home-screen icon keep you one tap away, without paying for every visit through ads.",
      },
      {
        title: "Works anywhere",
        text: "Offline-first data and background sync mean the app keeps working in a lift, a warehouse or on a plane.",
      },
      {
        title: "Device superpowers",
        text: "Camera, biometrics, location, payments and wearables used where they genuinely save your users time.",
      },
      {
        title: "Store-ready quality",
        text: "We know the App Store and Google Play review rules and ship builds that pass them the first time.",
      },
    ],
    keyFeatures: {
      intro:
        "Our apps are built with the native toolkits or React Native, chosen for your product rather than our habits, and always include:",
      items: [
        "Sign-in with e-mail, Apple and Google, plus optional biometrics",
        "Offline storage with conflict-free background sync",
        "Push notifications with user-controlled preferences",
        "In-app purchases and subscriptions where they fit the model",
        "Crash reporting and product analytics from the first beta",
        "Automated builds and staged roll-outs to both stores",
      ],
    },
    approach: {
      intro:
        "We put a clickable prototype in your hands early, then ship to a private beta group long before the public launch.",
      steps: [
        {
          title: "Shape",
          text: "User journeys, feature priorities and a release plan built around your first 1,000 users.",
        },
        {
          title: "Prototype",
          text: "An interactive prototype tested with five to eight real users before development starts.",
        },
        {
          title: "Develop",
          text: "Two-week sprints with a new TestFlight and Play Console build at the end of each.",
        },
        {
          title: "Release and grow",
          text: "Store listings, staged roll-out, then improvements driven by reviews and analytics.",
        },
      ],
    },
  },
  3: {
    overview:
      "Cross-platform development lets one team ship one product to iOS, Android and the web from a shared codebase. We use React Native and Flutter where they shine and write native modules where they do not, so your users never feel the shortcut.",
    why: "Maintaining separate iOS, Android and web codebases triples the cost of every feature and guarantees they drift apart. A shared codebase means features, fixes and design changes reach every platform together, your team stays smaller, and your budget goes into the product instead of into keeping three versions in step.",
    benefits: [
      {
        title: "Lower total cost",
        text: "Typically 60–80% of the code is shared, which cuts build and maintenance costs by a third or more.",
      },
      {
        title: "Same-day releases",
        text: "A new feature lands on every platform at once, so support and marketing never have to explain the gaps.",
      },
      {
        title: "Consistent experience",
        text: "One design system rendered natively on each platform keeps your product recognisable everywhere.",
      },
      {
        title: "One team to talk to",
        text: "A single team owns the whole product, so decisions are quicker and knowledge does not get siloed.",
      },
    ],
    keyFeatures: {
      intro: "A shared codebase only pays off when it is structured for it. Ours come with:",
      items: [
        "React Native or Flutter chosen after a short technical spike",
        "Shared business logic, API clients and validation across all targets",
        "Native modules for performance-critical or platform-specific features",
        "A component library that adapts to iOS and Android conventions",
        "Over-the-air updates for instant fixes where the stores allow",
        "One CI pipeline that tests and builds every platform on each change",
      ],
    },
    approach: {
      intro:
        "We start by proving the hardest platform-specific part of your product works, then build everything else on that foundation.",
      steps: [
        {
          title: "Assess",
          text: "We map which features must be native and pick the framework that suits them.",
        },
        {
          title: "Spike",
          text: "A one-week technical proof of the riskiest feature on real devices.",
        },
        {
          title: "Build",
          text: "Shared core first, then platform polish, with every build running on all targets.",
        },
        {
          title: "Ship together",
          text: "Coordinated releases to both stores and the web, then a shared roadmap.",
        },
      ],
    },
  },
  4: {
    overview:
      "Good design is not decoration; it is the reason people finish what they came to do. Our UI/UX team combines user research, information architecture, interaction design and visual craft to make products that are obvious to use and pleasant to come back to.",
    why: "Every confusing screen costs you something: a support ticket, an abandoned basket, a churned subscriber. Research-led design finds those moments before your users do. It also saves engineering budget, because a problem fixed in a prototype costs a fraction of one fixed after launch.",
    benefits: [
      {
        title: "Higher conversion",
        text: "Clear journeys and fewer steps mean more sign-ups, purchases and enquiries from the same traffic.",
      },
      {
        title: "Fewer support requests",
        text: "When interfaces explain themselves, your team stops answering the same questions every day.",
      },
      {
        title: "Faster development",
        text: "Developers build from a tested prototype and a documented design system, not from guesses.",
      },
      {
        title: "Accessible by default",
        text: "Contrast, focus states, touch targets and readable type are designed in, not bolted on.",
      },
    ],
    keyFeatures: {
      intro: "Depending on where your product is, an engagement includes some or all of:",
      items: [
        "Stakeholder interviews and user research with your real customers",
        "Journey maps, information architecture and content hierarchy",
        "Wireframes and high-fidelity interactive prototypes in Figma",
        "Usability testing with recorded sessions and clear findings",
        "A design system of tokens and components, documented for developers",
        "Accessibility review against WCAG 2.2 AA",
      ],
    },
    approach: {
      intro:
        "We design in the open: you see sketches, not just polished mock-ups, and every decision is traced back to something we learned from users.",
      steps: [
        {
          title: "Understand",
          text: "Interviews, analytics and a review of your current product to find the real problems.",
        },
        {
          title: "Explore",
          text: "Several directions sketched quickly, narrowed down together with you.",
        },
        {
          title: "Test",
          text: "An interactive prototype put in front of users, then refined on what we observe.",
        },
        {
          title: "Hand over",
          text: "A design system and annotated screens, with a designer on hand during the build.",
        },
      ],
    },
  },
  5: {
    overview:
      "We run search, social and content marketing as one programme with one goal: more qualified enquiries for less money. No vanity metrics, no black-box reports, just a clear plan, steady execution and numbers you can check yourself.",
    why: "A great product nobody finds is a hobby. Buyers research online long before they talk to a supplier, and they trust what they find through search and recommendations far more than ads. Consistent digital marketing puts you in front of them at the moment they are looking, and keeps you there.",
    benefits: [
      {
        title: "Visibility that compounds",
        text: "Rankings and content keep bringing visitors long after the work is done, unlike paid clicks.",
      },
      {
        title: "The right audience",
        text: "Keyword and audience research focus your budget on people likely to buy, not just browse.",
      },
      {
        title: "Measurable results",
        text: "Every channel is tracked to enquiries and revenue, so you know what each dollar returns.",
      },
      {
        title: "A voice people trust",
        text: "Useful articles and active social profiles make you the expert buyers already know.",
      },
    ],
    keyFeatures: {
      intro: "Our programmes combine SEO, SMO and content with honest measurement:",
      items: [
        "Technical SEO audit and fixes: speed, indexing, structured data",
        "Keyword research and a content calendar built around buyer questions",
        "On-page optimisation of your key service and product pages",
        "Social media strategy, scheduling and community management",
        "Conversion optimisation of landing pages and forms",
        "A monthly dashboard tying traffic to enquiries and revenue",
      ],
    },
    approach: {
      intro:
        "We start with the quick wins that are already within reach, then build the long-term engine on top of them.",
      steps: [
        {
          title: "Audit",
          text: "Where your traffic comes from today, what converts, and what your competitors rank for.",
        },
        {
          title: "Plan",
          text: "A 90-day plan with clear targets per channel, agreed with you before we spend a cent.",
        },
        {
          title: "Execute",
          text: "Fixes, content and campaigns shipped every week, with drafts you approve.",
        },
        {
          title: "Report and refine",
          text: "A monthly review of results and the next 90 days adjusted to what worked.",
        },
      ],
    },
  },
  6: {
    overview:
      "We build online stores on Shopify, WooCommerce or fully headless stacks, and connect them to the systems you already use for stock, accounting and shipping. The result is a shop that is quick for customers and calm for the team behind it.",
    why: "Shoppers compare you with the best store they used this week, not with your direct competitors. Every extra second of loading and every unnecessary checkout step loses sales. A well-built store also removes manual work behind the scenes: orders, stock and invoices flow on their own instead of through spreadsheets.",
    benefits: [
      {
        title: "More completed checkouts",
        text: "Fast pages, guest checkout and wallet payments cut abandonment where it hurts most.",
      },
      {
        title: "Less manual work",
        text: "Orders, stock and invoices sync with your ERP, warehouse and accounting automatically.",
      },
      {
        title: "Found by buyers",
        text: "Product structured data, clean category pages and feeds for Google Shopping and marketplaces.",
      },
      {
        title: "Room to scale",
        text: "Sales peaks, new markets and new currencies handled without replatforming.",
      },
    ],
    keyFeatures: {
      intro: "Every store we launch is ready for real trading from the first day:",
      items: [
        "Platform chosen for your catalogue size, budget and team",
        "Fast, filterable catalogue with on-site search",
        "One-page checkout with cards, Apple Pay, Google Pay and PayPal",
        "Inventory, shipping and tax rules integrated with your back office",
        "Abandoned-cart e-mails, discounts and loyalty features",
        "Sales and funnel analytics from product view to repeat purchase",
      ],
    },
    approach: {
      intro:
        "We treat a store launch like opening a physical shop: everything is rehearsed before the doors open.",
      steps: [
        {
          title: "Plan the catalogue",
          text: "Products, variants, categories and the data each one needs.",
        },
        {
          title: "Design the journey",
          text: "Home to product to checkout, designed and tested on phones first.",
        },
        {
          title: "Integrate",
          text: "Payments, shipping, stock and accounting connected and tested with real orders.",
        },
        {
          title: "Launch and optimise",
          text: "A soft launch, then monthly conversion improvements based on the data.",
        },
      ],
    },
  },
  7: {
    overview:
      "For studios, consultants, architects, agencies and makers, the portfolio is the sales pitch. We design portfolio sites that let the work speak, with case studies that explain the thinking behind it and a clear next step for the visitor who likes what they see.",
    why: "Clients hire people whose work they can picture in their own business. A generic gallery shows what you made; a well-designed portfolio shows how you think, who you have helped and what changed for them. That is what turns admiration into a brief.",
    benefits: [
      {
        title: "Work shown at its best",
        text: "Crisp, fast-loading images and video, art-directed for each project rather than forced into one template.",
      },
      {
        title: "Stories that sell",
        text: "Case study structure that walks through challenge, approach and result in the client's language.",
      },
      {
        title: "Easy to keep fresh",
        text: "Add a new project in minutes, so the portfolio always shows your latest and best.",
      },
      {
        title: "A clear next step",
        text: "Contact points placed where interest peaks, not only at the bottom of the page.",
      },
    ],
    keyFeatures: {
      intro: "Portfolio sites we build include:",
      items: [
        "A flexible case-study layout with galleries, quotes and results",
        "Filtering by sector, service or type of work",
        "Responsive images and video that stay sharp and load quickly",
        "Client logos and testimonials managed from the CMS",
        "SEO for the searches prospective clients actually make",
        "Enquiry forms that capture the brief, budget and timeline up front",
      ],
    },
    approach: {
      intro:
        "We start with your three best projects and the clients you want more of, then build the site around them.",
      steps: [
        {
          title: "Curate",
          text: "We help you choose and order the work that best represents where you are going.",
        },
        {
          title: "Write",
          text: "Case study interviews and copy that explain the value, not just the visuals.",
        },
        {
          title: "Design and build",
          text: "A site that frames the work without competing with it.",
        },
        {
          title: "Hand over",
          text: "Training and templates so adding the next project takes minutes.",
        },
      ],
    },
  },
  8: {
    overview:
      "A minimum viable product is the smallest thing you can put in front of real users to learn whether your idea works. We help founders decide what that is, build it in six to ten weeks on foundations that can grow, and measure what users do with it.",
    why: "Most startups fail because they build something nobody needs, not because they build it badly. An MVP tests your riskiest assumption with real users before you spend your runway. It also gives investors what a pitch deck cannot: evidence of traction.",
    benefits: [
      {
        title: "Learn before you scale",
        text: "Real usage data on your core idea within weeks, not after a year of building.",
      },
      {
        title: "Protect your runway",
        text: "A fixed scope and budget focused on the features that prove or disprove the idea.",
      },
      {
        title: "Investor-ready",
        text: "A live product, analytics and early users make a far stronger case than slides.",
      },
      {
        title: "No throwaway code",
        text: "A clean architecture you can keep building on once the idea is validated.",
      },
    ],
    keyFeatures: {
      intro: "Our MVP engagements are deliberately lean and include:",
      items: [
        "A scoping workshop that ranks features by risk and value",
        "A clickable prototype tested with target users in week two",
        "A production web or mobile app with sign-up, core flow and payments",
        "Product analytics and feedback tools wired in from launch",
        "Cloud hosting set up to scale, at startup-friendly cost",
        "A post-launch roadmap based on what users actually did",
      ],
    },
    approach: {
      intro:
        "We work as your product team for the length of the MVP: opinionated about scope, flexible about everything else.",
      steps: [
        {
          title: "Define the bet",
          text: "What must be true for the business to work, and the smallest product that tests it.",
        },
        {
          title: "Prototype",
          text: "A clickable version in front of users in the second week.",
        },
        {
          title: "Build",
          text: "Weekly releases of the real product, with you deciding what makes the cut.",
        },
        {
          title: "Launch and measure",
          text: "Launch to your first users, then decide together: iterate, pivot or scale.",
        },
      ],
    },
  },
  9: {
    overview:
      "A brand is what people say about you when you are not in the room; design is how you influence it. We create identities that are distinctive, flexible and easy to use consistently, from the logo down to the way you write an e-mail.",
    why: "Buyers choose between similar offers on trust, and consistency builds trust. A clear, confident brand makes you look as established as you are, lets you charge what you are worth, and gives your team and partners rules to work with instead of guesswork every time they make something.",
    benefits: [
      {
        title: "Instant recognition",
        text: "A distinctive mark, palette and type that people remember after a single encounter.",
      },
      {
        title: "Premium perception",
        text: "A polished, coherent identity supports higher prices and bigger clients.",
      },
      {
        title: "Consistency at scale",
        text: "Guidelines and templates let anyone produce on-brand material without a designer.",
      },
      {
        title: "A story to tell",
        text: "Positioning and voice that explain why you exist, not just what you sell.",
      },
    ],
    keyFeatures: {
      intro: "A branding project with us delivers a complete, usable toolkit:",
      items: [
        "Brand strategy: positioning, values and personality",
        "Logo suite with primary, secondary and icon versions",
        "Colour palette and typography tested for accessibility",
        "Tone-of-voice guide with real before-and-after examples",
        "Templates for social posts, presentations and documents",
        "A brand guidelines site your team and suppliers can always find",
      ],
    },
    approach: {
      intro: "Strategy comes first, because a logo cannot fix a message that is not clear yet.",
      steps: [
        {
          title: "Listen",
          text: "Workshops and interviews with your team and customers about who you really are.",
        },
        {
          title: "Position",
          text: "A short strategy that names your audience, promise and personality.",
        },
        {
          title: "Create",
          text: "Identity concepts developed into a complete visual and verbal system.",
        },
        {
          title: "Roll out",
          text: "Guidelines, templates and support as the new brand goes live everywhere.",
        },
      ],
    },
  },
  10: {
    overview:
      "We add AI where it earns its place: answering customer questions from your own documentation, searching by meaning, extracting data from documents, drafting routine text and automating repetitive decisions. Each feature is measured, monitored and designed to fail safely.",
    why: "Your competitors are already using AI to respond faster and operate leaner. Used well, it takes hours of repetitive work off your team and gives customers instant, accurate answers. Used carelessly, it leaks data or invents facts. The difference is in the engineering around the model, and that is what we do.",
    benefits: [
      {
        title: "Hours back every week",
        text: "Automate triage, data entry, summaries and first drafts so people focus on judgement calls.",
      },
      {
        title: "Instant answers",
        text: "Assistants grounded in your own content answer customers and staff around the clock.",
      },
      {
        title: "Your data stays yours",
        text: "Private deployments, access controls and no training on your data unless you choose it.",
      },
      {
        title: "Measured, not hyped",
        text: "Each feature ships with evaluation sets and dashboards that show accuracy and cost.",
      },
    ],
    keyFeatures: {
      intro: "Our AI integrations are production software, with the safeguards that implies:",
      items: [
        "Retrieval-augmented assistants that cite the sources they used",
        "Semantic search across documents, tickets and product catalogues",
        "Document processing: invoices, contracts and forms to structured data",
        "Workflow automation with a human approval step where it matters",
        "Model choice and hosting matched to your privacy and cost needs",
        "Evaluation, monitoring and guardrails against wrong or unsafe output",
      ],
    },
    approach: {
      intro:
        "We start with one well-defined, measurable use case and prove its value before widening the scope.",
      steps: [
        {
          title: "Find the use case",
          text: "A workshop to pick the task where AI saves the most time with the least risk.",
        },
        {
          title: "Prove it",
          text: "A two-to-four-week pilot on your real data, judged against an agreed accuracy bar.",
        },
        {
          title: "Integrate",
          text: "The feature built into your product or tools, with security and audit trails.",
        },
        {
          title: "Monitor and improve",
          text: "Ongoing evaluation of quality and cost, and tuning as models and needs change.",
        },
      ],
    },
  },
};

/** The copy of a service added to the content without its own (spec §2: generic text). */
export function genericServiceCopy(service: Service): ServiceCopy {
  const name = service.title;
  return {
    overview: `${name} at Genesis is delivered by a senior team that designs, builds and looks after the result with you. We keep the scope clear, the progress visible and the quality measurable from the first week.`,
    why: `${name} done well saves time, wins customers and gives your team tools they enjoy using. Done poorly, it becomes a cost that grows every year. Working with specialists means you get a result that fits your business today and can grow with it tomorrow.`,
    benefits: [
      {
        title: "Clear outcomes",
        text: "Goals and success measures agreed before work starts, reviewed at every milestone.",
      },
      {
        title: "Senior expertise",
        text: "Experienced people on your project, not a rotating cast of juniors.",
      },
      {
        title: "Transparent progress",
        text: "Weekly demos and a shared board, so you always know where things stand.",
      },
      {
        title: "Long-term support",
        text: "We stay after launch to maintain, measure and improve what we delivered.",
      },
    ],
    keyFeatures: {
      intro: `Every ${name} engagement includes:`,
      items: [
        "A discovery workshop to agree goals, scope and priorities",
        "A dedicated project lead as your single point of contact",
        "Design and development to current accessibility and security standards",
        "Automated testing and a staging environment for your reviews",
        "Documentation and training for your team",
        "Post-launch support and a plan for the next improvements",
      ],
    },
    approach: {
      intro: "We work in short, visible iterations and involve you at every decision that matters.",
      steps: [
        { title: "Discover", text: "Understand your goals, users and constraints." },
        { title: "Plan", text: "Agree scope, milestones and how success will be measured." },
        { title: "Deliver", text: "Build in weekly increments you can see and test." },
        { title: "Support", text: "Launch, measure and keep improving together." },
      ],
    },
  };
}

export function copyForService(service: Service): ServiceCopy {
  return serviceCopy[service.id] ?? genericServiceCopy(service);
}
