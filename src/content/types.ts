/** Shapes of every piece of content on the site (docs/decisions/0027-content-lives-in-typed-modules.md). Components receive these; copy never lives in JSX. */

/** Names of the inline SVG icons in `ui/icons`. */
export type IconName =
  | 'bot'
  | 'users'
  | 'trending'
  | 'shield'
  | 'cloud'
  | 'code'
  | 'brain'
  | 'cog'
  | 'workflow'
  | 'chart'
  | 'gauge'
  | 'rocket'
  | 'lock'
  | 'eye'
  | 'key'
  | 'clipboard'
  | 'server'
  | 'database'
  | 'smartphone'
  | 'plug'
  | 'building'
  | 'layout'
  | 'zap'
  | 'accessibility'
  | 'check'
  | 'mail'
  | 'phone'
  | 'map-pin'
  | 'link'
  | 'heart'
  | 'bank'
  | 'cart'
  | 'landmark'
  | 'briefcase'
  | 'clock'
  | 'globe'
  | 'award'
  | 'target'
  | 'sparkles'
  | 'git-branch'
  | 'play'
  | 'pause'
  | 'message'
  | 'close'
  | 'menu'
  | 'chevron-down'
  | 'arrow-right'
  | 'external';

export type ServiceId =
  'ai-automation' | 'it-talent' | 'tech-growth' | 'security' | 'cloud' | 'custom-development';

/** Values of the contact form's Service select (docs/product.md#service-options). */
export type ServiceInterest =
  | 'ai-automation'
  | 'it-talent'
  | 'cloud-services'
  | 'cybersecurity'
  | 'custom-development'
  | 'tech-growth'
  | 'consultation';

export interface ServiceInterestOption {
  value: ServiceInterest;
  label: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** A service card: shown as Investment (priceRange) and Timeline (deliveryTime) when present. */
export interface ServiceCard {
  icon: IconName;
  title: string;
  description: string;
  features: readonly string[];
  priceRange?: string;
  deliveryTime?: string;
}

export interface Stat {
  value: string;
  label: string;
}

/** Key figures shown as one row of tiles: always three, so every row fills the same grid (docs/product.md#stat-tiles). */
export type StatSet = readonly [Stat, Stat, Stat];

/** The heading of a page section and the sentence under it. */
export interface SectionIntro {
  heading: string;
  lead?: string;
}

/** A call to action: a heading, one or two sentences, and the label of the button that opens the contact dialog. */
export interface CallToAction {
  heading: string;
  body: string;
  button: string;
}

export interface ComparisonTable {
  caption: string;
  /** Column headings; the first is the row-heading column. */
  columns: readonly string[];
  rows: readonly { feature: string; values: readonly string[] }[];
}

export interface ModelRecommendation {
  /** The question the recommendation answers, beside its button. */
  prompt: string;
  buttonLabel: string;
  /** Short text revealed when the visitor asks for a recommendation. */
  heading: string;
  body: string;
}

export interface ServiceTab {
  id: string;
  label: string;
  icon: IconName;
  heading: string;
  intro: string;
  /** Bullet benefits of this offer. */
  highlights: readonly string[];
  stats?: StatSet;
  cards?: readonly ServiceCard[];
  comparison?: ComparisonTable;
  recommendation?: ModelRecommendation;
  faqs?: readonly FaqItem[];
  /** Label of the panel's own call to action, under its introduction. */
  action: string;
}

export interface ServicePage {
  id: ServiceId;
  path: string;
  /** Contact-form service preselected by this page's calls to action. */
  interest: ServiceInterest;
  title: string;
  /** Meta description. */
  description: string;
  keywords: readonly string[];
  eyebrow: string;
  heading: string;
  lead: string;
  icon: IconName;
  /** The section that holds the tabs. */
  offers: SectionIntro;
  tabs: readonly ServiceTab[];
  /** Page-level FAQ (the it-talent page has five questions). */
  faqs?: readonly FaqItem[];
  /** The page's one closing call to action, after its FAQ. */
  closing: CallToAction;
}

export interface IndustrySection {
  heading: string;
  body: string;
  points?: readonly string[];
}

export interface IndustryPage {
  id: 'healthcare' | 'finance' | 'retail' | 'government' | 'technology-consulting';
  path: string;
  name: string;
  icon: IconName;
  title: string;
  description: string;
  heading: string;
  lead: string;
  stats?: StatSet;
  /** The section of capability cards (and the stats above them). */
  capabilities: SectionIntro;
  sections: readonly IndustrySection[];
  /** Service pages this industry relies on most. */
  relatedServices: readonly ServiceId[];
  faqs?: readonly FaqItem[];
  /** The page's one closing call to action, after its FAQ. */
  closing: CallToAction;
}

export type TalentNodeSize = 'small' | 'medium' | 'large';

/** A sample engineer profile in the talent network; x and y are in the panel's 0–100 space. */
export interface TalentNode {
  id: string;
  x: number;
  y: number;
  name: string;
  role: string;
  skills: readonly string[];
  connections: readonly string[];
  size: TalentNodeSize;
}

export type WorkflowNodeType = 'trigger' | 'action' | 'decision' | 'service';

/** A node of the workflow diagram; x and y are in the panel's 0–100 space. */
export interface WorkflowNode {
  id: string;
  x: number;
  y: number;
  type: WorkflowNodeType;
  size: number;
  connections: readonly string[];
  label: string;
  icon: IconName;
  title: string;
  description: string;
}

export type WheelId = 'ai-automation' | 'it-talent' | 'tech-growth' | 'security' | 'cloud' | 'custom';

export interface WheelSubService {
  title: string;
  description: string;
  icon: IconName;
  /** Tab id on the service page this sub-card opens (docs/decisions/0003-wheel-sub-cards-open-service-tabs.md). */
  section: string;
  /** The spec's sub-card path, kept as a redirect to `/{page}?section={tab}`. */
  legacyPath: string;
}

export interface WheelItem {
  id: WheelId;
  icon: IconName;
  title: string;
  shortTitle: string;
  description: string;
  /** Legacy segment href: redirects to the service page (docs/decisions/0004-legacy-segment-hrefs-redirect.md). */
  href: string;
  /** Degrees, 0–300 in 60° steps. */
  angle: number;
  segment: number;
  service: ServiceId;
  subServices: readonly WheelSubService[];
}

export interface Partner {
  name: string;
  tier: string;
}

/** A step of a hero picture's flow, drawn as a tile with its icon and a short label under it. */
export interface PictureNode {
  /** Twelve characters at most: it is set in capitals under a 48 px tile. */
  label: string;
  icon: IconName;
  /** The tile's shape and accent, as on the home page's workflow (a trigger starts a flow). */
  kind?: WorkflowNodeType;
}

/**
 * The picture in a service or industry hero (docs/product.md#hero-pictures), drawn at build time from the page's
 * content into an SVG in the home hero's language: a flow of steps, a dashboard of the page's figures, or an
 * architecture in layers. `label` says in words what it shows (its accessible name).
 */
export type HeroPicture =
  | {
      kind: 'pipeline';
      title: string;
      label: string;
      /** The accent family: solutions (blue tiles) or talent (teal circles, as the talent network). */
      tone: 'solutions' | 'talent';
      steps: readonly PictureNode[];
      /** One of the page's figures, beside the flow. */
      figure: Stat;
    }
  | {
      kind: 'dashboard';
      title: string;
      label: string;
      figures: StatSet;
      /** One chart: bars (oldest first, each under its short label) and a trend line over them, both as fractions
       * of the chart's height (0–1), each series named in the legend. */
      chart: {
        bars: readonly { label: string; value: number }[];
        barsLabel: string;
        trend: readonly number[];
        trendLabel: string;
      };
    }
  | {
      kind: 'architecture';
      title: string;
      label: string;
      /** Top to bottom (left to right on phones): each layer's name and its parts. */
      layers: readonly { label: string; nodes: readonly PictureNode[] }[];
      /** What runs beside every layer (monitoring, migration…). */
      aside?: PictureNode;
    };
