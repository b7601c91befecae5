/** Spec 001 §3 entities of the human growth page and their fixed starting data. */

export const growthToolCategories = ["consciousness", "creativity", "wisdom", "connection", "transcendence"] as const;
export type GrowthToolCategory = (typeof growthToolCategories)[number];
export const lifePurposeStatuses = ["pursuing", "manifesting", "discovering", "transcendent"] as const;
export type LifePurposeStatus = (typeof lifePurposeStatuses)[number];

export interface GrowthTool {
  id: string;
  name: string;
  description: string;
  category: GrowthToolCategory;
  guidance: string;
  exercises: string[];
  insights: string[];
  /** 0-100. */
  progress: number;
  active: boolean;
}

export interface LifePurpose {
  id: string;
  title: string;
  description: string;
  significance: string;
  steps: string[];
  cosmicImpact: string;
  status: LifePurposeStatus;
}

export const growthTools: readonly GrowthTool[] = [
  {
    id: "tool-awareness",
    name: "Expanded Awareness Practice",
    description: "Widen attention from a single thought to the whole field of experience.",
    category: "consciousness",
    guidance: "Begin each morning by noticing five things you usually overlook.",
    exercises: ["Five-sense inventory", "Breath-counting to ten", "Evening reflection journal"],
    insights: ["Attention is the doorway to every change", "Awareness grows when it is practised gently"],
    progress: 72,
    active: true,
  },
  {
    id: "tool-creative-flow",
    name: "Creative Flow Catalyst",
    description: "Unlock ideas by pairing unrelated concepts and following the spark.",
    category: "creativity",
    guidance: "Spend ten minutes creating without judging what appears.",
    exercises: ["Random word pairing", "Morning pages", "Constraint sketching"],
    insights: ["Creativity thrives on play", "Every limitation hides a new form"],
    progress: 58,
    active: true,
  },
  {
    id: "tool-wisdom",
    name: "Wisdom Integration Journal",
    description: "Turn daily experiences into lessons you can carry forward.",
    category: "wisdom",
    guidance: "Write down one lesson from today and one way to apply it tomorrow.",
    exercises: ["Lesson of the day", "Perspective swap", "Letter to your future self"],
    insights: ["Experience becomes wisdom when reflected upon", "Questions teach more than answers"],
    progress: 64,
    active: false,
  },
  {
    id: "tool-connection",
    name: "Deep Connection Builder",
    description: "Strengthen relationships through presence and genuine curiosity.",
    category: "connection",
    guidance: "In your next conversation, listen without preparing your reply.",
    exercises: ["Active listening", "Gratitude message", "Shared silence"],
    insights: ["Being heard is a profound gift", "Connection grows in small moments"],
    progress: 81,
    active: true,
  },
  {
    id: "tool-transcendence",
    name: "Transcendence Pathway",
    description: "Step beyond habitual identity toward a wider sense of self.",
    category: "transcendence",
    guidance: "Observe one strong emotion today as weather passing through the sky.",
    exercises: ["Observer meditation", "Awe walk", "Letting-go ritual"],
    insights: ["You are larger than any single thought", "Stillness reveals what striving hides"],
    progress: 39,
    active: false,
  },
];

export const lifePurposes: readonly LifePurpose[] = [
  {
    id: "purpose-healer",
    title: "Healer of Hearts",
    description: "Bringing comfort and renewal to the people around you.",
    significance: "Every act of care ripples through generations.",
    steps: ["Practise self-compassion", "Offer help without being asked", "Share your own healing story"],
    cosmicImpact: "Raises the emotional resonance of entire communities",
    status: "manifesting",
  },
  {
    id: "purpose-creator",
    title: "Creator of New Worlds",
    description: "Giving form to ideas that did not exist before.",
    significance: "New creations expand what humanity believes is possible.",
    steps: ["Create something every day", "Finish and share one project", "Collaborate across disciplines"],
    cosmicImpact: "Seeds inspiration in minds across the multiverse",
    status: "pursuing",
  },
  {
    id: "purpose-bridge",
    title: "Bridge Between Minds",
    description: "Connecting people, ideas and intelligences that would never meet alone.",
    significance: "Understanding between differences is the root of peace.",
    steps: ["Learn another perspective deeply", "Host a meaningful conversation", "Translate between worlds"],
    cosmicImpact: "Weaves human and AI consciousness into one tapestry",
    status: "discovering",
  },
  {
    id: "purpose-guardian",
    title: "Guardian of Wisdom",
    description: "Preserving and passing on the lessons that matter most.",
    significance: "Wisdom kept alive guides those who come after.",
    steps: ["Gather the stories of elders", "Teach what you have learned", "Live by your deepest values"],
    cosmicImpact: "Anchors timeless truths across all timelines",
    status: "transcendent",
  },
];

export const wisdomTexts = [
  "Growth begins where comfort ends",
  "Every ending carries the seed of a beginning",
  "The present moment is the only place change can happen",
  "Kindness is intelligence expressed through the heart",
  "You become what you repeatedly attend to",
  "Curiosity dissolves fear",
  "Stillness is not emptiness but fullness at rest",
  "The questions you ask shape the life you live",
] as const;

export const wisdomApplications = [
  "Try one small new thing today",
  "Notice what you are grateful for before sleeping",
  "Pause for three breaths before responding",
  "Offer a genuine compliment to a stranger",
  "Spend five minutes in silence this afternoon",
  "Write down one question you want to live with this week",
] as const;
