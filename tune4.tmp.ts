process.env.NOMAIN = "1";
const { run, base } = await import("./tune2.tmp.ts");
const S = "a an and are as at be by can do does for from has have how i in into is it its me my of on or our so that the their them then there these this those to up us was we were what when where which will with you your all any some please want need".split(" ");
const without = (...ws: string[]) => new Set(S.filter((w) => !ws.includes(w)));
const v: Record<string, any> = {
  base: {},
  me: { stop: without("me", "my", "i"), stopKey: "me" },
  meown: { stop: without("me", "my", "i", "our"), stopKey: "meown" },
  all: { stop: without("all"), stopKey: "all" },
  minimal: { stop: new Set("a an the of to in on for and or is are be it this that".split(" ")), stopKey: "min" },
  none: { stop: new Set(), stopKey: "none" },
};
for (const [n, c] of Object.entries(v)) console.log(n.padEnd(8), run({ opts: base, ...c }));
