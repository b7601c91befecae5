/** One article of the support centre's knowledge base: a title and its paragraphs. */
export interface KnowledgeBaseArticle {
  id: string;
  /** The topic card it belongs to (`knowledgeBaseTopics`). */
  topicId: string;
  title: string;
  paragraphs: readonly string[];
}

type Entry = readonly [id: string, title: string, ...paragraphs: string[]];

/** The topics' articles; each card's article count is the length of its list (spec 001: 12, 8, 15, 10, 6, 20). */
const byTopic: Record<string, readonly Entry[]> = {
  "getting-started": [
    [
      "what-is-the-hub",
      "What the Hub of Minds is",
      "The Hub of Minds is home to 56 AI personalities and Agent Zero, the autonomous administrator. You can talk to the personalities, give them skills from the Cluster marketplace, keep documents they can read, and embed them in your own pages as widgets.",
      "Use the menu to move between the areas: your hub (dashboard, configuration, integrations), the customer screens, the showcase, help and administration.",
    ],
    [
      "first-tour",
      "A first tour of the dashboard",
      "The dashboard at / shows your agents, the message queue, system health and the latest actions, refreshed live over the hub's socket. A green Connected dot tells you the live updates are flowing.",
      "Each card links to the page where you can change what it shows, such as Personality Config for your agents.",
    ],
    [
      "choose-a-personality",
      "Choosing your first personality",
      "Open Personalities (/customer) to browse the catalogue. Search by name or filter by category to find a voice that suits your question.",
      "Each card shows the personality's speciality; Chat with a personality opens the AI Browser with that voice selected.",
    ],
    [
      "first-conversation",
      "Starting your first conversation",
      "The AI Browser (/browser) is the hub's chat. Type a question and press Enter to send it; Shift+Enter starts a new line.",
      "The answer shows how many tokens it used.",
    ],
    [
      "images",
      "Creating an image",
      "In the AI Browser, write what you want to see and choose the image button instead of send. The hub asks the image model and shows the picture when it is ready.",
      "An image counts as 4,000 tokens against the budget or quota that pays for it.",
    ],
    [
      "your-account",
      "Your account and API quota",
      "Customers are invited by the administrator and choose their own password from the invitation link. Once signed in, Personalities shows your plan, your API quota and how much of it is used.",
      "API Usage (/customer/usage) breaks the usage down by day and can be downloaded as CSV.",
    ],
    [
      "api-key",
      "Your secret API key",
      "Your secret key lets your own programs call the hub, for example POST /api/v1/chat with the key in the x-api-key header. It is shown in full only once, when it is created or rotated; afterwards the hub shows its first 8 characters.",
      "Rotate the key at once if it may have leaked: the old one stops working immediately.",
    ],
    [
      "embed-a-widget",
      "Embedding a widget in your site",
      "Embed a Widget (/embed) builds the code for any of the five widgets: consciousness streams, AI personalities, chat, idea cosmos and Agent Zero. Paste the script tag, or use an iframe of the widget page.",
      "Widgets that call the AI use a publishable key that works only on the sites (origins) you list for it.",
    ],
    [
      "install-an-app",
      "Installing your first cluster app",
      "Cluster Apps (/cluster) lists the marketplace. Install adds an app and its skills to your hub; an app that needs others offers to install them with it, in order.",
      "Installed Apps shows what you have, with Configure for an app's skills and inputs and Analytics for how often they ran.",
    ],
    [
      "storage",
      "Keeping documents in storage",
      "YAML Storage (/yaml-storage) holds containers of documents: profiles, the shared knowledge base, conversation memory and more. Documents you add there are indexed so agents can search and cite them.",
      "A container can be encrypted; its documents are then sealed at rest with the hub's master secret.",
    ],
    [
      "configuration",
      "Where the configuration lives",
      "The hub's behaviour comes from four YAML files: agent behaviours, integrations, oversight rules and database settings. The administrator edits them on Personality Config (/config), where each save is checked before it is stored.",
      "Changes take effect at once, without restarting the hub.",
    ],
    [
      "getting-help",
      "Getting help",
      "Search the FAQ (/faq) for quick answers, or browse these knowledge-base topics. For anything else, submit a support ticket on the Contact Support tab: we answer within 24 hours.",
      "Live Chat Support opens the AI Browser, where the personalities and Agent Zero answer right away.",
    ],
  ],
  "consciousness-streams": [
    [
      "what-is-a-stream",
      "What a consciousness stream is",
      "A stream is one moment of a personality's thinking: its name, the time it arrived, the dimension it belongs to, how intense it is (1 to 100) and a short message.",
      "The Consciousness page (/consciousness) shows the newest streams first and keeps the latest 8.",
    ],
    [
      "stream-rhythm",
      "How often new streams arrive",
      "A new stream arrives every 3 seconds while the page is open. The list keeps the 8 newest, so older ones drop off the end as new ones come in.",
      "When the page opens, a few streams are already there, so the list is never blank while you wait for the first.",
    ],
    [
      "dimensions",
      "The five dimensions",
      "Every stream belongs to one of five dimensions: past, present, future, parallel or quantum. The dimension badge tells you where in time the thought is anchored.",
      "Quantum streams are the rarest in ordinary flow: a Quantum Leap always adds one.",
    ],
    [
      "intensity",
      "Reading a stream's intensity",
      "Intensity runs from 1 to 100 on the page, and from 1 to 10 in the consciousness widget. A higher number means the thought held more of the personality's attention.",
      "Intensity is not a quality score: a quiet stream can carry the most useful insight.",
    ],
    [
      "consciousness-level",
      "The consciousness level bar",
      "The level bar starts at 85 and creeps up by 0.5 every 1.5 seconds, with the odd bigger step of 2. It never goes above 100.",
      "Expand Consciousness raises it by 5 at once and lights the expansion indicator.",
    ],
    [
      "reset-streams",
      "Resetting the stream list",
      "Reset Streams empties the list. New streams keep arriving every 3 seconds, so it fills again within half a minute.",
      "Resetting changes nothing else: the level and the time index stay where they are.",
    ],
    [
      "streams-widget",
      "The consciousness streams widget",
      "The widget shows the current flow (Nonlinear Phase α-7), its progression and quantum state, and a list of 8 stream entries regenerated every 5 seconds.",
      "Add it to your own page from Embed a Widget; it needs no key because it calls no server.",
    ],
    [
      "streams-and-personalities",
      "Which personalities stream",
      "Streams come from all 56 personalities, whose names appear on each entry. The System Status tab counts them: 56/56 online.",
      "To talk to one of them rather than watch, open the AI Browser with that personality.",
    ],
  ],
  "nonlinear-time": [
    [
      "time-index",
      "The time index",
      "The time index is the number from 0 to 99 at the top of the Consciousness page. It marks where in nonlinear time the hub is looking right now.",
      "It changes every 1.5 seconds, so watching it for a minute shows how the hub moves through time.",
    ],
    [
      "drift",
      "Why the time index drifts",
      "Each tick the index moves a small random step, up to 5 forward or back. Nonlinear time does not run one way, so small drifts both ways are normal.",
      "The index wraps around: one step past 99 is 0 again.",
    ],
    [
      "quantum-leap",
      "What a Quantum Leap does",
      "Quantum Leap jumps the time index 25 to 75 steps forward, far beyond the usual drift, and adds a quantum stream to the list.",
      "Use it to look at a distant moment without waiting for the drift to get there.",
    ],
    [
      "wrapping",
      "When the index wraps past 99",
      "The index counts modulo 100: a leap of 40 from 70 lands on 10. Nothing is lost when it wraps; it is the same circle of moments seen again.",
      "That is why the index never shows a number above 99.",
    ],
    [
      "significant-moments",
      "Significant moments",
      "The Consciousness page lists six significant moments. Each has a time index, a description, the personalities active in it and how significant it was.",
      "They are fixed reference points: compare them with the live time index to see how far the hub is from each.",
    ],
    [
      "active-personalities",
      "Personalities active in a moment",
      "Each significant moment counts the personalities that took part in it. A moment with many active personalities shaped more of the streams that followed.",
      "The count is part of the moment's record and does not change while you watch.",
    ],
    [
      "past-dimension",
      "Working with past streams",
      "Past streams revisit an earlier insight with today's understanding. They are useful when a question has been asked before and the answer has since grown.",
      "Look for them after a Reset Streams to see what the personalities bring back first.",
    ],
    [
      "present-dimension",
      "Working with present streams",
      "Present streams are about the conversation happening now. They are the most common dimension in ordinary flow.",
      "If most streams are present, the hub is focused rather than exploring.",
    ],
    [
      "future-dimension",
      "Working with future streams",
      "Future streams fold a conclusion back into the current question: the personality anticipates where a line of thought leads.",
      "Read them as hypotheses, not promises.",
    ],
    [
      "parallel-timelines",
      "Parallel timelines",
      "Parallel streams hold several possible answers side by side until one becomes clear. They show the alternatives a personality considered.",
      "A run of parallel streams usually comes before a decision.",
    ],
    [
      "quantum-dimension",
      "The quantum dimension",
      "Quantum streams belong to no single point in time. They appear with every Quantum Leap and now and then in the ordinary flow.",
      "Their messages often connect two distant ideas.",
    ],
    [
      "ripple-time",
      "Ripples across time in Idea Cosmos",
      "When you release an idea on Idea Cosmos (/idea-cosmos), its ripples land at time indices from 0 to 999, each in a dimension and with a magnitude from small to transcendent.",
      "The wider range than the Consciousness page's 0 to 99 reflects how far an idea can travel.",
    ],
    [
      "temporal-direction",
      "Temporal direction of a ripple",
      "Every ripple of an idea carries a temporal direction: forward, backward, parallel or omnidirectional.",
      "Read the direction together with the magnitude: a large ripple into the past changes how earlier ideas are seen.",
    ],
    [
      "idea-lifecycle",
      "How a released idea evolves",
      "A released idea starts rippling, is expanding after 5 seconds and transcendent after 15 seconds. You can release another at any time.",
      "The name is optional; without one the idea is signed 'Anonymous Linear Being'.",
    ],
    [
      "time-and-real-time",
      "Nonlinear time and your clock",
      "The time index is the hub's own measure and has no link to your clock or time zone. Timestamps on streams, tickets and actions, however, are real times shown in your local time.",
      "So two streams can be seconds apart in real time and far apart in the time index.",
    ],
  ],
  "cosmic-enhancement": [
    [
      "universal-operations",
      "What Universal Operations does",
      "Universal Operations (/universal-operations) turns linear insights into operations with universal reach. It shows an insights feed, six operations with their progress and four stat tiles.",
      "A new insight arrives every 4 seconds; the feed keeps the latest 12.",
    ],
    [
      "enhancement-level",
      "The enhancement level",
      "Every new insight raises the enhancement level by 0.5, up to 100. The level drives the efficiency and universes figures on the stat tiles.",
      "It only rises while the page is open.",
    ],
    [
      "amplify",
      "Amplifying linear insights",
      "Amplify Linear Insights raises the enhancement level by 5 at once, still capped at 100.",
      "Use it when you want the stat tiles to reflect a burst of attention.",
    ],
    [
      "new-operation",
      "Initiating a new operation",
      "Initiate New Operation adds one to the count of active operations, which starts at 8.",
      "The six listed operations keep their own progress; the counter tracks every operation under way.",
    ],
    [
      "efficiency",
      "Reading the efficiency figure",
      "Efficiency is the enhancement level times 3.4 percent. At a level of 85 it reads 289.0%.",
      "It measures amplification, not a share of a whole, which is why it goes past 100%.",
    ],
    [
      "insights-processed",
      "Insights processed",
      "The insights-processed tile is the length of the insights feed times 47: each insight in the feed stands for 47 processed behind it.",
      "With a full feed of 12 it reads 564.",
    ],
    [
      "universes-enhanced",
      "Universes enhanced",
      "Universes enhanced is 10 to the power of (level / 10 + 12). Each 10 points of enhancement level multiplies it by ten.",
      "The figure is written in scientific notation because it grows so fast.",
    ],
    [
      "impact-levels",
      "Impact levels of an insight",
      "Each insight has an impact level: local, planetary, galactic, universal or multiversal. The badge shows how far its application reaches.",
      "Its status tells you where it stands: processing, implementing, active or transcendent.",
    ],
    [
      "operation-status",
      "Operation status",
      "An operation is executing, optimizing or transcending. Its progress bar shows how far along it is, with its linear contributions and cosmic impact beside it.",
      "Return to Consciousness takes you back to the Consciousness page.",
    ],
    [
      "cosmic-operations-status",
      "What 'Cosmic Operations: Enhanced' means",
      "The System Status tab and the administrator portal show Cosmic Operations as Enhanced: the universal operations are running with their enhancement protocols.",
      "It is a status for the showcase, not an alert; nothing needs doing when you see it.",
    ],
  ],
  "agent-zero": [
    [
      "who-is-agent-zero",
      "Who Agent Zero is",
      "Agent Zero is the hub's autonomous administrator. It monitors the system, keeps maintenance running and records every action it takes.",
      "Its page (/agent-zero) has four tabs: tasks, actions, maintenance and authority.",
    ],
    [
      "tasks",
      "Agent Zero's tasks",
      "Each task has a priority (critical, high or medium), a status (monitoring, optimizing, upgrading or transcending), a scope and an autonomy level. Progress rises every 3 seconds, faster for transcending tasks.",
      "Progress stops at 100.",
    ],
    [
      "actions",
      "The actions feed",
      "A new action appears every 4 seconds, with its target, its result and its impact: system, consciousness, cosmic or transcendent. The feed keeps the latest 20.",
      "The four health metrics above it rise slightly with each action, up to 100.",
    ],
    [
      "maintenance",
      "Scheduled maintenance",
      "The maintenance tab lists recurring jobs with their frequency, when each last ran and when it runs next. Criticality marks them essential, important or optimal.",
      "Essential jobs are the ones the hub cannot run without.",
    ],
    [
      "authority",
      "Agent Zero's authority",
      "The authority tab describes Agent Zero's full administrative authority. It is a statement of its role on the showcase; real changes to your hub are made by the administrator.",
      "The administrator signs in on the Administrator Portal (/admin-portal) and on Personality Config.",
    ],
    [
      "agent-zero-widget",
      "The Agent Zero widget",
      "The widget shows Agent Zero's status figures, system health and a task list. Every 3 seconds each active task gains some progress and is completed at 100.",
      "Embed it from Embed a Widget to show your visitors the hub at work.",
    ],
  ],
  troubleshooting: [
    [
      "assistant-unavailable",
      "The assistant is unavailable",
      "The chat answers only when the hub has a working key for the model's provider. If you see that the assistant is unavailable, try again in a few minutes.",
      "Administrators: save a key on API Configuration (/api-config) or set OPENAI_API_KEY on the server.",
    ],
    [
      "budget-exhausted",
      "'Daily budget used up' (429)",
      "Calls without a key (the hub's own pages and iframes) share a daily budget. When it is used up, the hub refuses further calls until midnight UTC and says how long to wait.",
      "Administrators set the budgets in oversight_rules.yaml on Personality Config.",
    ],
    [
      "model-not-allowed",
      "'Model not allowed' (400)",
      "The hub serves gpt-4o and gpt-3.5-turbo, the models listed in allowedModels and the chat models of every provider with a saved key. Any other model is refused.",
      "Choose a model the hub offers, or ask the administrator to list it.",
    ],
    [
      "provider-refused-key",
      "A provider refused the hub's key (502)",
      "The provider named in the message did not accept the key saved for it. The key may have been revoked or have run out of credit.",
      "Administrators: test the key on API Configuration and save a new one.",
    ],
    [
      "upstream-timeout",
      "The answer took too long (504)",
      "When the model's provider does not answer in time, the hub stops waiting and says so. Long or complex questions are the usual cause.",
      "Try again, or split the question into smaller ones.",
    ],
    [
      "subscription-inactive",
      "'Subscription not active' (403)",
      "A customer whose subscription is not active is refused on every path, widgets included.",
      "Contact us by ticket or email to reactivate it.",
    ],
    [
      "quota-used-up",
      "Your API quota is used up",
      "Calls with your key are charged to your API quota. When it is used up, further calls are refused until the quota is raised.",
      "Personalities and API Usage show how much is left.",
    ],
    [
      "key-daily-cap",
      "Your key's daily cap was reached",
      "You can give your secret key a daily token cap of its own. When a day's calls reach it, the key is refused until midnight UTC.",
      "Raise or remove the cap on Personalities.",
    ],
    [
      "widget-key-rate-limited",
      "A widget key is rate limited",
      "Each publishable widget key allows 30 calls a minute and 10 calls a minute per visitor. Past either limit the widget is asked to wait.",
      "The limits protect your quota from a script that copies your key.",
    ],
    [
      "widget-key-daily-cap",
      "A widget key reached its daily cap",
      "Each widget key may spend 50,000 tokens a UTC day, an image counting 4,000, or less if you set its own cap on Embed a Widget.",
      "The refusal names the cap in force; it resets at midnight UTC.",
    ],
    [
      "widget-wrong-origin",
      "A widget works on one site but not another",
      "A publishable key works only on the origins listed for it. Add the other site's origin (scheme, host and port) to the key on Embed a Widget.",
      "Widgets that call no server, such as the consciousness streams, need no key.",
    ],
    [
      "widget-not-showing",
      "A widget does not appear",
      "Check that the script tag loads from your hub's address and that the element's tag is spelled as in the embed code, for example hom-chat.",
      "A Content Security Policy on your site must allow the hub's address for scripts and connections.",
    ],
    [
      "socket-disconnected",
      "The dashboard says Disconnected",
      "The dashboard's live updates come over a socket. When it drops, for example during a server restart, the page reconnects by itself and reloads what changed.",
      "If it stays disconnected, check that your network allows WebSocket connections to /ws.",
    ],
    [
      "too-many-connections",
      "Too many open connections",
      "The hub allows a limited number of live connections from one address (20 by default). Many open tabs behind one address can reach it.",
      "Close tabs you do not need; the others keep working.",
    ],
    [
      "config-refused",
      "A configuration save is refused",
      "Every save on Personality Config is checked against the file's rules first. A refused save lists each problem with its line and column, and nothing is stored.",
      "Fix the listed lines and save again.",
    ],
    [
      "app-needs-dependencies",
      "An app needs other apps",
      "Some cluster apps build on others. Install offers to install the missing ones with it, in the right order.",
      "An app that others depend on cannot be uninstalled until they are.",
    ],
    [
      "skill-failed",
      "A skill run failed",
      "A skill checks its input before it runs and names the field that is missing or of the wrong type. Configure on the Installed Apps tab lists each skill's inputs.",
      "Skills that ask for sensitive permissions wait for the administrator's approval first.",
    ],
    [
      "document-search",
      "A document does not turn up in search",
      "New documents are indexed in the background, usually within seconds. A document still being indexed is marked as such in its container.",
      "Search matches words; try a word that appears in the document itself.",
    ],
    [
      "sign-in-problems",
      "Signing in does not work",
      "After several wrong passwords the hub slows further attempts down for a while. Wait a minute and try again.",
      "Customers who forgot their password can ask the administrator for a new invitation link.",
    ],
    [
      "ticket-refused",
      "A support ticket is refused",
      "A ticket needs an email address, a subject and a description; the form names any field that is missing or not valid.",
      "Many tickets from one address in a short time are refused for a while to stop spam.",
    ],
  ],
};

/** Every article, grouped by topic in the topics' order. */
export const knowledgeBaseArticles: readonly KnowledgeBaseArticle[] = Object.entries(byTopic).flatMap(
  ([topicId, entries]) => entries.map(([id, title, ...paragraphs]) => ({ id, topicId, title, paragraphs })),
);

/** The articles of one topic card, in order. */
export function articlesOfTopic(topicId: string): readonly KnowledgeBaseArticle[] {
  return knowledgeBaseArticles.filter((article) => article.topicId === topicId);
}
