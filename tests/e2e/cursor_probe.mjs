// Drives Cursor's own hook executor (npm @cursor/sdk) for one prompt in the folder given as the
// first argument, against the loopback backend in CURSOR_BACKEND_URL: sessionStart,
// beforeSubmitPrompt, stop and sessionEnd fire with the payloads Cursor builds. The agent loop
// itself runs on Cursor's servers, so the run ends in an error once the hooks have fired.
import { Agent } from "@cursor/sdk";
const cwd = process.argv[2];
try {
  const agent = await Agent.create({ apiKey: "e2e-key", model: { id: "auto" }, local: { cwd, settingSources: ["all"] } });
  const run = await agent.send("Please prepare the release.");
  try { await run.wait?.(); } catch (e) { console.log("run ended:", e?.name); }
} catch (e) {
  console.log("ERR", e?.name, String(e?.message).slice(0, 800));
}
process.exit(0);
