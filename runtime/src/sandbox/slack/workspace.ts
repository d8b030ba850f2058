// The Slack team a sandbox starts with: deterministic for a seed, message times anchored to the sandbox's clock.
import { Random } from "../random.js";

/** A user as `users.info` gives it; the methods read only id, name, deleted and profile.email (the seed fills all). */
export interface SlackUser {
  id: string;
  team_id: string;
  name: string;
  real_name?: string;
  deleted?: boolean;
  is_bot?: boolean;
  is_app_user?: boolean;
  is_admin?: boolean;
  is_owner?: boolean;
  tz?: string;
  updated?: number;
  color?: string;
  profile: Record<string, unknown> & { email?: string };
}

export interface SlackChannel {
  id: string;
  /** Channels and MPIMs have names; IMs have none. */
  name?: string;
  kind: "public" | "private" | "im" | "mpim";
  is_archived?: boolean;
  is_general?: boolean;
  creator?: string;
  created: number;
  /** Member user ids. */
  members: string[];
  topic?: string;
  purpose?: string;
}

export interface SlackMessage {
  type: "message";
  user: string;
  text: string;
  ts: string;
  thread_ts?: string;
  subtype?: string;
  reply_count?: number;
  reply_users?: string[];
  latest_reply?: string;
}

export interface Workspace {
  team: { id: string; name: string; domain?: string; url: string };
  /** The user every token belongs to. */
  selfId: string;
  users: SlackUser[];
  channels: SlackChannel[];
  /** Messages per channel id, oldest first. */
  messages: Record<string, SlackMessage[]>;
}

const PEOPLE: [string, string, string][] = [
  ["U0001ALICE", "alice", "Alice Adams"],
  ["U0002BRUNO", "bruno", "Bruno Bianchi"],
  ["U0003CHIOMA", "chioma", "Chioma Okafor"],
  ["U0004DMITRI", "dmitri", "Dmitri Ivanov"],
  ["U0005EMMA", "emma", "Emma Larsen"],
  ["U0006FARID", "farid", "Farid Haddad"],
  ["U0007GRACE", "grace", "Grace Kim"],
];

const LINES = [
  "Morning all, standup in five minutes.",
  "The release notes are in the shared folder.",
  "Can someone review the pricing page copy?",
  "Build is green again after the cache fix.",
  "Lunch order closes at noon.",
  "Customer call moved to Thursday.",
  "I pushed the new onboarding checklist.",
  "Quarterly numbers look better than forecast.",
  "Reminder: security training is due Friday.",
  "Who has the projector adapter?",
];

const REPLIES = ["On it.", "Thanks!", "Looks good to me.", "Let's discuss after lunch.", "Done, see the thread above."];

/** The seed team: the caller (alice, an admin), colleagues, a bot, Slackbot and a deactivated user. */
export function seedWorkspace(seed: number, now: number): Workspace {
  const random = new Random(seed);
  const team = { id: "T0SANDBOX", name: "Sandbox Co", domain: "sandbox-co", url: "https://sandbox-co.slack.test/" };
  const created = Math.floor(now / 1000) - 90 * 86400;
  const user = (id: string, name: string, real: string, extra: Partial<SlackUser> = {}): SlackUser => {
    const [first, ...rest] = real.split(" ");
    return {
      id,
      team_id: team.id,
      name,
      real_name: real,
      deleted: false,
      is_bot: false,
      is_app_user: false,
      is_admin: false,
      is_owner: false,
      tz: random.pick(["Europe/Berlin", "America/New_York", "Asia/Tokyo", "Europe/London"]),
      updated: created,
      color: random.hex(6),
      profile: {
        real_name: real,
        real_name_normalized: real,
        display_name: first!,
        display_name_normalized: first!,
        first_name: first!,
        last_name: rest.join(" "),
        email: `${name}@sandbox-co.example`,
        avatar_hash: random.hex(12),
        image_72: `https://avatars.sandbox-co.example/${id}_72.png`,
        title: "",
        phone: "",
        skype: "",
        status_text: "",
        status_emoji: "",
        fields: {},
        team: team.id,
      },
      ...extra,
    };
  };
  const users = PEOPLE.map(([id, name, real], i) =>
    user(id, name, real, i === 0 ? { is_admin: true, is_owner: true } : {}),
  );
  const bot = user("U0008DEPLOYBOT", "deploybot", "Deploy Bot", { is_bot: true });
  bot.profile.bot_id = "B0008DEPLOYBOT";
  const slackbot = user("USLACKBOT", "slackbot", "Slackbot");
  const gone = user("U0009HANNES", "hannes", "Hannes Berg", { deleted: true });
  users.push(bot, slackbot, gone);

  const everyone = PEOPLE.map(([id]) => id).concat(bot.id);
  const channel = (
    id: string,
    name: string | undefined,
    kind: SlackChannel["kind"],
    members: string[],
    extra: Partial<SlackChannel> = {},
  ): SlackChannel => ({
    id,
    ...(name !== undefined ? { name } : {}),
    kind,
    is_archived: false,
    is_general: false,
    creator: "U0001ALICE",
    created,
    members,
    topic: "",
    purpose: "",
    ...extra,
  });
  const channels = [
    channel("C01GENERAL", "general", "public", everyone, {
      is_general: true,
      topic: "Company-wide news",
      purpose: "Announcements for everyone",
    }),
    channel("C02RANDOM", "random", "public", everyone.slice(0, 5), { purpose: "Everything else" }),
    channel("C03ENGINEERING", "engineering", "public", ["U0001ALICE", "U0002BRUNO", "U0004DMITRI", "U0008DEPLOYBOT"], {
      topic: "Builds and releases",
    }),
    channel("C04SALESTEAM", "sales", "public", ["U0005EMMA", "U0006FARID"], { creator: "U0005EMMA" }),
    channel("G05LEADERSHIP", "leadership", "private", ["U0001ALICE", "U0003CHIOMA", "U0007GRACE"], {
      purpose: "Leads only",
    }),
    channel("G06HIRING", "hiring", "private", ["U0003CHIOMA", "U0007GRACE"], { creator: "U0003CHIOMA" }),
    channel("C07LAUNCH2023", "launch-2023", "public", ["U0001ALICE", "U0002BRUNO"], { is_archived: true }),
    channel("D08BRUNODM", undefined, "im", ["U0001ALICE", "U0002BRUNO"]),
    channel("D09GRACEDM", undefined, "im", ["U0001ALICE", "U0007GRACE"]),
    channel("G10GROUPDM", "mpdm-alice--bruno--chioma-1", "mpim", ["U0001ALICE", "U0002BRUNO", "U0003CHIOMA"]),
  ];

  // Five days of messages, about every three hours, in the busier conversations; a thread in most of them.
  const messages: Record<string, SlackMessage[]> = {};
  const nowSeconds = Math.floor(now / 1000);
  let sequence = 0;
  const ts = (seconds: number) => `${seconds}.${String(++sequence).padStart(6, "0")}`;
  for (const c of channels.filter((c) => c.id !== "C04SALESTEAM" && c.id !== "G06HIRING")) {
    const list: SlackMessage[] = [];
    for (let hoursAgo = 5 * 24; hoursAgo > 0; hoursAgo -= random.int(2, 5)) {
      const author = random.pick(c.members.filter((m) => m !== "U0008DEPLOYBOT" || c.id === "C03ENGINEERING"));
      list.push({
        type: "message",
        user: author,
        text: random.pick(LINES),
        ts: ts(nowSeconds - hoursAgo * 3600 - random.int(0, 1800)),
      });
    }
    // Every fifth top-level message gets a thread of two to four replies, ten minutes apart.
    for (const parent of list.filter((_, i) => i % 5 === 2)) {
      const count = random.int(2, 4);
      for (let r = 1; r <= count; r++) {
        const reply: SlackMessage = {
          type: "message",
          user: random.pick(c.members),
          text: random.pick(REPLIES),
          ts: ts(Math.floor(Number(parent.ts)) + r * 600),
          thread_ts: parent.ts,
        };
        if (Number(reply.ts) < nowSeconds) list.push(reply);
      }
    }
    list.sort((a, b) => Number(a.ts) - Number(b.ts));
    for (const m of list)
      if (m.thread_ts) threadParent(list, m.thread_ts) && noteReply(threadParent(list, m.thread_ts)!, m);
    messages[c.id] = list;
  }
  return { team, selfId: "U0001ALICE", users, channels, messages };
}

export function threadParent(list: SlackMessage[], threadTs: string): SlackMessage | undefined {
  return list.find((m) => m.ts === threadTs);
}

/** Records a reply on its parent, the way Slack shows thread summaries. */
export function noteReply(parent: SlackMessage, reply: SlackMessage): void {
  parent.thread_ts = parent.ts;
  parent.reply_count = (parent.reply_count ?? 0) + 1;
  parent.reply_users = [...new Set([...(parent.reply_users ?? []), reply.user])];
  parent.latest_reply = reply.ts;
}
