/** One of the six static package cards of spec 000 /customer. */
export interface CustomerPackage {
  id: string;
  name: string;
  description: string;
  /** Tier labels, from entry to top. */
  tiers: string[];
  /** Sample personalities, by catalogue id. */
  personalityIds: string[];
}

export const customerPackages: readonly CustomerPackage[] = [
  {
    id: "executive",
    name: "Executive",
    description: "Strategy, investment and negotiation advisors for leaders who decide under pressure.",
    tiers: ["Professional", "Enterprise"],
    personalityIds: ["marcus-vale", "orion-hale", "accord", "cadence"],
  },
  {
    id: "business-consulting",
    name: "Business Consulting",
    description: "Diagnostics, operations, delivery and legal clarity for growing companies.",
    tiers: ["Starter", "Professional", "Enterprise"],
    personalityIds: ["vantage", "atlas", "keystone", "meridian"],
  },
  {
    id: "education-training",
    name: "Education & Training",
    description: "Patient tutors for learners, classrooms and corporate academies.",
    tiers: ["Individual", "Classroom", "Institution"],
    personalityIds: ["sophia-chen", "sage", "theorem", "lingua"],
  },
  {
    id: "creative-marketing",
    name: "Creative & Marketing",
    description: "Concepts, design, brand story and measurable growth in one creative team.",
    tiers: ["Creator", "Studio", "Agency"],
    personalityIds: ["aurora-blake", "prism", "resonance", "catalyst"],
  },
  {
    id: "technology",
    name: "Technology",
    description: "Architecture, machine learning, security and interfaces for engineering teams.",
    tiers: ["Developer", "Team", "Enterprise"],
    personalityIds: ["adam", "vector", "cipher", "synapse"],
  },
  {
    id: "lifestyle-premium",
    name: "Lifestyle Premium",
    description: "Wellbeing, rest, fitness and travel guides for a balanced everyday life.",
    tiers: ["Essential", "Premium", "Concierge"],
    personalityIds: ["lyra-santos", "solace", "summit", "wander"],
  },
];
