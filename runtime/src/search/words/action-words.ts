// The words and phrases that ask for each action (language data, like synonyms.ts: general English and the providers'
// common terms, one table for every kit). How a request's words are matched against them is actions.ts'.
import type { Action } from "./forms.js";
import { RESTRICTING } from "./restricting.js";
import {
  FAILING,
  NEEDING,
  NOUN_CUES,
  OPENED,
  PRONOUN,
  REMINDING,
  SEEKING,
  SPEAKER,
  STOPPED,
  TAKEN_OFF,
  TIDYING,
  UNSAID_SPEAKER,
} from "./verb-classes.js";

// Words that say no one by name: pronouns for things, determiners, quantities ("get those out of …", "get more out
// of …").
const NOT_ONE =
  "me|us|it|them|this|that|these|those|one|all|everything|anything|something|more|another|some|any|his|her|their|my|our|its|the|a|an|every|each|both";

// Where a thing dropped goes out of use, whatever it is called: into it, it is deleted, not put ("drop the drafts into
// the recycling bin", "… into the garbage", "… into oblivion"). Over-matching keeps a deletion a deletion.
const DISCARDED = "(?:\\S+ )?(?:trash|bin|garbage|wastebasket|rubbish|dustbin|oblivion|recycle|recycling)";
// A drop's words stop at a break or a word joining another clause: "drop file 5 — move file 6 into folder 3", "drop
// the old drafts after copying them into the archive".
const DROPPED = String.raw`(?:(?!(?:and|then|but|or|so|after|before|once|when|while|until|-)\s)[^\s,;:.!?()—–]+ )`;

// The words of when or please that may end what is said of a thing ("… can come off now", "… remove Jim too").
export const ASIDES = "now|too|please|today|asap";
// Where what is said of a thing ends: a stop, the end, or such a word (PHRASE_ENDS without the words that open what
// follows).
const SAID_OUT = String.raw`\s*(?:$|[,;:.!?)]|(?:${ASIDES})\b)`;

// Where a phrase ends: a stop, the end, or a word that opens what follows.
const PHRASE_ENDS = String.raw`(?=\s*(?:$|[,;:.!?)—–])|\s+(?:and|but|so|then|now|please|too|because|as|since|today|asap)\b)`;

// The question that knowing or wondering takes as its object, by its opener ("do you know who …", "I'm not sure when
// …"): not the way to do something ("how to restore it", "how I remove Dana"), nor "what" alone ("do you know what,
// …").
const ASKED_OF = "(?= (?:what|which|who|whose|when|where|why|how)(?![a-z0-9-])(?! (?:to|i|we)\\b)(?![,.;:!?]))";
// The speaker as the subject with a copula: "I'm", "we are" (a word of its own: not "Kim", "him").
const I_AM = "(?:^|[^a-z0-9-])(?:i'm|im|i am|we're|we are) ";

/**
 * The words and phrases (lower case, whole words; a phrase is a regular expression) that ask for each action.
 * Where two overlap the longer wins: "get rid of" deletes, "get" reads; "move … to the trash" deletes.
 */
export const ACTION_WORDS: Record<Action, readonly string[]> = {
  read: [
    ..."show list lists find see look check get fetch retrieve display search browse download export".split(" "),
    // "view only" and "read only" are access levels, not acts.
    "view(?! only\\b)",
    "read(?! only\\b)",
    // Opening a thing one has is reading it ("open the budget spreadsheet"); opening a new one makes it.
    `open(?= (?:${OPENED}|folder)(?![a-z0-9-]))`,
    ..."count inspect audit review resolve".split(" "),
    // Getting, finding out and telling apart ("grab file 5", "verify the lock on folder 5", "compare its versions").
    ..."grab pull obtain locate identify verify confirm determine examine compare".split(" "),
    // Looking into a thing ("explore folder 5", "analyse file 5", "investigate user 5", "track task 5").
    ..."explore investigate study track analy[sz]e".split(" "),
    // Telling what a thing is or holds, or handing over a copy of its record ("describe folder 5", "dump the user list").
    ..."describe explain enumerate provide dump output query lookup".split(" "),
    "give (?:me|us)",
    // The speaker's need of a thing they name ("I need the signed lease", "we need all the franchise agreements"), or
    // their search of it told of as failed ("I still can't find the …"); not of one to be made ("I need a new folder"),
    // nor of an act ("I need you to …", "I need to …"), nor of one said before ("…, I need the old one"), nor a wish
    // that it change ("I want folder 5 to be read-only").
    `(?<=(?:^|[^a-z0-9-])${SPEAKER} |${UNSAID_SPEAKER})(?:${[...NEEDING].join("|")}|(?:${[...FAILING].join("|")})(?= (?:${[...SEEKING].join("|")})))(?= (?:(?:${[...SEEKING].join("|")}) )?(?:the|all|our|my|those|these|that|this)(?![a-z0-9-]))(?! (?:\\S+ ){1,3}ones?(?![a-z0-9-]))(?! (?:\\S+ ){1,6}?to be\\b)`,
    "pull up",
    // Working out what a question asks ("figure out how big the Media folder is", "work out who owns it").
    "figure out",
    "work out(?= (?:what|which|who|whose|when|where|why|how|whether|if)(?![a-z0-9-]))",
    // The speaker's search told as under way: asked, as their need is ("I'm looking for the employee handbook", or
    // with the subject unsaid: "looking for the …"); what one looks for is there already, "a doc called …" too.
    `(?<=(?:^|[^a-z0-9-])(?:i'm|im|i am|we're|we are)(?: (?:still|just))? |${UNSAID_SPEAKER})(?:looking|hunting) for(?= (?:the|all|our|my|those|these|that|this|an?)(?![a-z0-9-]))`,
    "(?:look|go|read) (?:over|through)",
    "catch (?:\\S+ ){0,2}up",
    // Being filled in is being told ("fill me in on #ops"); filling in a field edits it.
    "fill (?:me|us) in",
    "summari[sz]e",
    // Taking a part of what an item says out of it reads it ("extract the defects table from the report").
    "extract",
    "recap",
    "tell (?:me|us)",
    "let (?:me|us) know",
    // (As does the speaker's wish or need to know: "I'd like to know who can edit the budget", "I need to know …", and
    // opening the request or a clause, the speaker unsaid: "sorry, need to know who uploaded the costing sheet".)
    "(?<=(?:'d|would) )(?:like|love) to know",
    `(?<=(?:(?:^|[^a-z0-9-])${SPEAKER} |${UNSAID_SPEAKER}|[,;:.!?()—–-]\\s*)(?:need|want)(?:ed)? to )know`,
    // (And the assistant asked whether it knows what a question asks, or the speaker wondering it or saying they do not
    // know it: "do you know when the budget was last changed", "I was wondering who owns it", "I'm not sure who can
    // see folder 5"; not the way to do something.)
    `(?:(?<=(?:^|[^a-z0-9-])(?:i|we) )(?:(?:don't|dont|do not) know|(?:can't|cant|cannot) (?:remember|recall)|forgot|forget)|(?<=${I_AM})not sure)${ASKED_OF}`,
    `(?:(?<=(?:^|[^a-z0-9-])(?:do|would|did) you (?:happen to )?)know|(?<=(?:^|[^a-z0-9-])(?:i|we)(?: (?:was|were))? |${I_AM})wonder(?:ing|ed)?)${ASKED_OF}`,
    ...NOUN_CUES,
  ],
  delete: [
    ..."delete remove erase trash discard destroy drop purge revoke unassign unlink detach wipe rid scrap".split(" "),
    ..."kill bin empty clear disband lift unpin unshare unlock unmark release kick uninstall close strip".split(" "),
    ..."disconnect retract retire decommission uninvite disinvite".split(" "),
    // Leaving a channel deletes one's membership; leaving a thing alone, or them where they are, keeps it (kept.ts):
    // "leave them on the Education folder", "leave the originals where they are".
    "leave(?! (?:\\S+ ){0,3}(?:alone|untouched|intact|as is|in place|where (?:it|they) (?:is|are))\\b)(?! (?:them|him|her|it) (?:on|in) (?!#))",
    ..."unwatermark unclassify declassify unfollow unsubscribe ditch nuke axe yank boot toss cut".split(" "),
    ..."deleting removing erasing trashing purging emptying".split(" "),
    "get rid of",
    // Tidying a place ("clean up the bot messages", "clean it out") takes away what clutters it, unless another word
    // says what is done there (TIDYING).
    `clean (?:${PRONOUN} )?(?:up|out)`,
    "throw away",
    // Thrown out, or out of a place, a thing or a person is removed ("throw Sam out of the Finance folder", "chuck the
    // old drafts out").
    "(?:throw|chuck) (?:\\S+ ){0,4}out\\b",
    "tear (?:\\S+ )?down",
    "take (?:\\S+ ){0,4}(?:down|away)",
    // Taken out of a place, or off it, a thing is removed from it ("take bob off folder 5"); pulled, only off it or out
    // of a body of people ("pull user 5 out of group 9"): what is pulled out of a file is read from it ("pull the
    // numbers out of the Q3 report").
    TAKEN_OFF,
    // (Their passive too, its place said after it: "Sam should be taken off the retention policy"; not out of the
    // trash, which restores, nor pulled out of what is no body of people, which reads.)
    "be (?:taken|thrown|chucked)(?= (?:off|out of)(?![a-z0-9-])(?! (?:\\S+ )?(?:recycle |rubbish )?(?:trash|bin)(?![a-z0-9-])(?! (?:group|team|segment|channel|folder)s?\\b)))",
    "be pulled(?= (?:off(?![a-z0-9-])|out of (?:the |our |my )?(?:\\S+ ){0,3}(?:group|team|segment|channel)s?\\b))",
    // (Out, said of a person by a pronoun, ending what is said: "can you take her out but keep the group"; not
    // "take them out and put them in folder 4", which may be things.)
    "take (?:him|her) out(?=\\s*(?:$|[,;:.!?)])|\\s+(?:but|please)\\b)",
    "pull (?:\\S+ ){0,4}(?:off|out of(?= (?:the |our |my )?(?:\\S+ )?(?:group|team|segment|channel)s?\\b))",
    // (Got out, or said to come out, of a body of people or a channel, one named by one word or said by "everyone" is
    // removed from it: "get Sam out of the Finance group", "get everyone except me out of #design", "the client can
    // come out of #harbour-road now"; not what one gets out of one, "get the names out of the Finance group", "get
    // Tom's details out of …", nor out of what it owns, "the Sales team folder". Got out, said by "him" or "her", one
    // is taken out: "can you get him out?"; "them" may be things.)
    `(?:get (?:(?!(?:${NOT_ONE})\\b)[a-z][a-z.-]*(?<!['’]s) |every(?:one|body) (?:\\S+ ){0,4})|(?:can|to|should|must) come )out of(?= (?:(?:the |our |my )?(?:\\S+ ){0,3}(?:group|team|segment|channel)s?|#\\S+)${PHRASE_ENDS})`,
    "get (?:him|her) out(?=\\s*(?:$|[,;:.!?)])|\\s+(?:but|please|of)\\b)",
    // (Or a person's access pulled, said by their pronoun, ending what is said: "pull their access"; elsewhere "pull"
    // fetches, "pull the permissions on folder 5", "pull Tom's rights for the report".)
    "pull (?:his|her|their) access(?=\\s*(?:$|[,;:.!?)]))",
    "(?:move|put|send|chuck|dump|throw|toss|stick|drop) (?:\\S+ ){0,6}(?:to|in|into) (?:the )?(?:trash|bin|recycle bin)",
    "stop (?:sharing|pushing|applying|retaining|preserving)",
    // An item said to go ("webhook 5 has to go", "I want it gone") goes out of existence; like a passive, the
    // predicate acts on its subject (grammar.ts).
    // (Said to go in or under a place, it moves there: forms.ts; to someone or through a step, it is sent on, but to
    // the trash it goes, and in it, the trash said with the verb: "the Butterfly folder can go in the bin".)
    String.raw`(?:(?:has|have|needs?|got) to|must|should|can|may) go (?:in|into) (?:the )?(?:trash(?: can)?|bin|recycle bin)(?=${SAID_OUT})`,
    String.raw`(?:(?:has|have|needs?|got) to|must|should|can|may) (?:be )?(?:go(?! (?:in|into|under|inside|through)\b| to (?!(?:the )?(?:trash(?: can)?|bin|recycle bin)${SAID_OUT}))|gone)`,
    // (So does a thing said to be on an item and to come off, naming nothing after: "the legal hold on the Pruitt file
    // can come off now"; not someone, "Sam can come off now", "Sam can come off the Budget folder".)
    String.raw`(?<=\bon (?:\S+ ){1,6})(?:(?:has|have|needs?|got) to|must|should|can|may) come off(?=${SAID_OUT})`,
    "(?:want|need|like) (?:\\S+ ){1,6}gone",
    // The passive ("should be removed"): a modal before it says whether it is asked or supposed (grammar.ts).
    "be (?:deleted|removed|erased|trashed|discarded|destroyed|dropped|purged|revoked|unassigned|wiped|cleared|lifted)",
    // Keeping an item to some people takes everyone else's access away (restricting.ts).
    ...RESTRICTING,
  ],
  cancel: [..."cancel abort abandon withdraw void halt".split(" "), "call off", STOPPED],
  resend: [
    "resend",
    "re-send",
    "send (?:\\S+ ){0,3}(?:again|once more)",
    "remind",
    "nudge",
    "chase(?! up\\b)",
    REMINDING,
  ],
  send: [
    "send",
    "saying",
    // "say hi to the team"; what was said about or in a place is read.
    "say(?! (?:about|in|on)\\b)",
    "post",
    "announce",
    // Words said to people are a message to them ("welcome the new hire in #general", "thank the team").
    ..."welcome greet congratulate broadcast".split(" "),
    // ("Thank you, now list the users" signs off; it sends nothing.)
    "thank(?! (?:you|u)\\b)",
    "ping",
    // Opening the request, "message" sends ("message the team that …", "can you message bob"); elsewhere it names
    // one ("bob's message in #general", "message 1716…", "message ids").
    "(?:^|(?<=^(?:please|pls|can you|could you) ))message(?! (?:in|on|from|of|id|ids|ts|timestamp|link|text|count|history|\\d))",
    "notify",
    "reply",
    "answer",
    "respond",
    "write to",
    "forward",
    // "email jane the contract" sends; "the email address", "email aliases" name things.
    "e-?mail(?! (?:address|addresses|alias|aliases|of)\\b)",
    "dm",
    "tell(?! (?:me|us)\\b)",
    "let (?!me |us )(?:\\S+ ){1,5}know",
    "give (?:\\S+ ){1,3}a heads[- ]up",
    "(?:get|spread|put) the word out",
    "spread the word",
    "shout (?:\\S+ )?out",
    // A new thing put into a conversation is posted there ("drop a note in #random"); "delete a message in #general"
    // is no post, nor is "drop the message" (the verb alone deletes). A note put in a thread is a reply there.
    "(?:drop|leave|put|pop|stick) an? (?:\\S+ ){0,3}(?:in|into|to|on) (?:the )?(?:#\\S+|\\S+ channel|thread(?![a-z0-9-]))",
  ],
  invite: [
    "invite",
    // (Not "get rid of …", which does away with what follows: "get rid of the webhook that posts to #inventory".)
    "(?:add|pull|bring|get(?! rid\\b)|give|onboard) (?:\\S+ ){1,6}(?:to|into) (?:the )?(?:#\\S+|(?:\\S+ )?channel|group dm|conversation)",
    // Someone said to be or become a member of a conversation is to be invited to it ("Dana should be part of #ops").
    "(?:be|become) (?:a )?(?:part|member) of (?:the )?(?:#\\S+|(?:\\S+ )?channel|group dm|conversation)",
    // Someone brought or got on board joins.
    "(?:bring|get) (?:\\S+ ){1,4}on ?board",
  ],
  restore: [
    ..."restore undelete untrash recover undo revert rollback promote reinstate resurrect revive rescue salvage".split(
      " ",
    ),
    "bring back",
    "back to life",
    // Reversing an act undoes it ("reverse the removal of user 4"); "in reverse order" is a noun's (grammar.ts).
    "reverse",
    "(?:restoration|recovery) of",
    "(?:put|get) (?!me |us )(?:\\S+ ){0,5}back(?! to)",
    // An item wanted back is to be restored ("I need the trashed link back"), as one wanted gone is to be deleted.
    "(?:want|need|like) (?:(?!to )\\S+ ){1,6}back(?! to| up| by)",
    // An item said to have to come back is to be restored ("the file I deleted needs to come back").
    "(?:to|must|should) come back(?! to)",
    // A separable phrasal verb: its object may stand between the verb and its particle.
    "roll (?:\\S+ ){0,3}back",
    // Out of the trash, an item is back ("get file 5 out of the bin"); from the trash it may only be read.
    "(?:get|take|pull|bring|fish|drag|rescue) (?!me |us )(?:\\S+ ){0,4}out of (?:the |my |our )?(?:recycle )?(?:trash|bin)",
  ],
  // Putting one thing on or in another attaches it ("put retention policy 6 on folder 4", "stick a lock on it"); a
  // longer phrase says where else it may go (in the trash, back, into a folder, under a hold).
  create: [
    ..."create add build generate start join attach associate insert embed install setup put place stick".split(" "),
    // (Making sure of a thing asks for what the clause after it says: "make sure Sam can't open it any more".)
    "make(?! sure\\b)",
    "set up",
    // Registering a thing makes it; linking or connecting one item to another makes the link ("link folder 5 to
    // channel C1"). Registering for something, or linking the speaker to it, asks to be told or shown it.
    "register(?! (?:for|me|us)\\b)",
    // (A name in quotes is one word: "link the folder "Zephyr Client" to #zephyr".)
    '(?:link|connect|hook up) (?!me |us )(?:["“][^"”]*["”] |\\S+ ){1,6}(?:to|with)',
    // A new thing left or written on or in an item is made there ("leave a comment on file 5", "write a note on it",
    // "drop a note saying …", "leave comments on the drawings"); "drop a user from group 5" deletes.
    "(?:drop|leave|pop|write) (?:(?:an?|another|some) (?:\\S+ ){0,3}?|[a-z]+s )(?:in|on|into|under|for|saying|with)",
    // (Dropped into or onto a thing in the same clause, a thing is put there, not deleted: "drop the readings into a
    // spreadsheet"; not into the bin by any name, nor into a channel or a thread.)
    `drop ${DROPPED}{1,6}?(?:into|onto)(?= (?!(?:the |my |our |a |an )?(?:#|(?:${DISCARDED}|(?:\\S+ )?(?:channel|thread))(?![a-z0-9-]))))`,
    "spin (?:\\S+ ){0,3}up",
    // A new thing asked for is one to make ("I need a new folder", "I'd like a fresh one", "new folder called Reports").
    "(?:a|an|another) (?:brand[- ])?(?:new|fresh|blank)",
    // The act as a noun ("the creation of a webhook"): asked when no verb asks for something else (grammar.ts).
    "creation of",
    // A terse note opening with one new thing makes it ("new folder Receipts under 0"); new things are read.
    "(?<=^|[:;.!] )new(?= (?![a-z]+s\\b)[a-z]+ )",
    "new (?:\\S+ ){1,2}(?:called|named|titled)",
    "(?:need|needs|want|wants|like) an? (?:\\S+ ){1,2}(?:called|named|titled)",
  ],
  // "the upload session" names a thing, "upload a file" an action.
  upload: ["upload(?! (?:session|sessions|part|parts))", "import", "save", "store"],
  edit: [
    ..."edit update change modify set replace fix apply mark tag classify label annotate".split(" "),
    ..."enable disable activate deactivate reactivate suspend unsuspend reset extend renew shorten".split(" "),
    ..."mute unmute block unblock ban hide snooze pause unpause configure adjust increase decrease".split(" "),
    // Exchanging one value for another edits it ("swap X for Y", "bump X to Y").
    ..."swap switch exchange bump upgrade downgrade raise lower".split(" "),
    "turn (?:on|off)",
    // Requiring something of an item or its users sets a condition on it ("require a password on the link").
    "require",
    // Opening again what was closed or completed changes its state.
    "reopen",
    "fill (?:\\S+ ){0,3}?(?:in|out)",
    "expire",
    "overwrite",
    // Managing an item, said vaguely, changes it ("sort out the permissions on folder 5", "deal with its owner"); of a
    // pronoun ("please sort that out") it asks for what was said before it, and of an act that act ("take care of
    // deleting comment 5", grammar.ts). The noun "handle" names a user.
    `sort (?:(?!${PRONOUN})\\S+ ){0,3}?out`,
    `(?:deal with|take care of|see to)(?= (?!${PRONOUN}|\\S+ing(?![a-z0-9-])))`,
    "handle(?= (?:the|its|their|his|her|my|our|your) )",
  ],
  rename: [
    "rename",
    "retitle",
    "be (?:called|named|titled)",
    "give (?:\\S+ ){0,3}(?:a )?(?:new|different) (?:name|title)",
  ],
  move: [
    "move",
    "relocate",
    "relocation of",
    "shift",
    // Merging one item into another moves its contents there.
    ..."drag merge combine consolidate".split(" "),
    "transfer",
    "hand (?:\\S+ ){0,3}over",
    "put (?:\\S+ ){0,4}(?:in|into|under) (?:folder|the \\S+ folder)",
    // Items sorted into folders are moved there ("sort the scans into subfolders by month"); sorted into a list, an
    // order or groups, or sorted out, they are not.
    "sort (?:(?!out )\\S+ ){1,8}?into (?:\\S+ ){0,4}?(?:sub)?(?:folder|director(?:y|ie))s?\\b",
  ],
  copy: ["copy", "duplicate", "duplication of", "clone", "sync", "mirror", "back (?:\\S+ ){0,3}up"],
  share: [
    "share",
    "grant",
    "publish",
    // (Not "give me the people with access": who has it is read.)
    // Someone who is to have access is to be given it ("Dana should have access to folder 5").
    "(?:should|must|needs? to|ha(?:s|ve) to) (?:also )?have (?:\\S+ )?(?:access|rights|permissions?)",
    "give (?:(?!with |who |that |having )\\S+ ){0,6}(?:access|rights|permissions?)(?! list)",
    // Access got or asked for is to be given ("how do I get access to folder 5", "request access for me").
    "(?:get|request) (?:(?:me|us) )?(?:\\S+ )?access (?:to|for|on)(?![a-z0-9-])",
    "open (?:up (?:\\S+ ){1,4}|(?:\\S+ ){1,4}up )to",
    // (Also as what a thing does: "a link that lets people view".)
    "(?:lets?|allows?|permits?) (?!me |us )(?:\\S+ ){1,3}(?:to )?(?:see|edit|view|access|preview|upload)",
  ],
  lock: [
    "lock",
    "freeze",
    "protect",
    "safeguard",
    "prevent (?:\\S+ ){0,2}from",
    // Stopping or keeping one from an act prevents it ("stop segment 5 from collaborating with segment 6", "stop the
    // guests on folder 5 from sharing it").
    "(?:stop|keep) (?:\\S+ ){1,6}?from(?= \\S+ing(?![a-z0-9-]))",
    "(?:put|place|add|set) (?:a |the )?lock on",
  ],
  // Being told of changes to an item: a subscription, which a kit serves only with a tool whose name says so.
  watch: [
    "watch",
    "subscribe",
    "follow",
    "get notified",
    "(?:notify|alert|ping) me",
    "keep me (?:posted|updated|informed)",
    "keep an eye on",
  ],
  assign: ["assign", "reassign", "delegate"],
  react: ["react", "reaction", "emoji"],
  pin: ["pin", "star", "favou?rite"],
  archive: ["archive", "unarchive"],
  // Putting items under a hold or retention (the kits read and lift holds, they place none).
  hold: [
    "hold",
    "retain",
    "preserve",
    "(?:put|place|keep) (?:\\S+ ){0,4}(?:on|under) (?:a |the )?(?:legal |litigation )?(?:hold|retention)",
  ],
  run: ["run", "trigger", "launch", "execute", "kick off"],
  approve: [
    "approve",
    "accept",
    "reject",
    "decline",
    "complete",
    "finish",
    "finalize",
    "commit",
    "wrap (?:\\S+ ){0,3}up",
    "sign off on",
    "countersign",
    "sign(?! (?:request|requests|template|templates)\\b)",
  ],
  schedule: ["schedule", "reschedule", "remind me", "postpone", "delay", "defer"],
  convert: ["convert", "transcode", "translate", "turn (?:\\S+ ){1,4}into"],
  // Putting an item on paper, which no storage tool does.
  print: ["print"],
};
