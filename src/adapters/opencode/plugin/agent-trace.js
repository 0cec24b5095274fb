// agent-trace for OpenCode: hands this team's recorded lessons to the model.
// Written by `agent-trace init`, removed by `agent-trace uninstall`; edits here are overwritten.
// OpenCode calls every exported function as a plugin, so only the plugin is exported.
import { execFileSync } from "node:child_process";

const AGENT_TRACE = __AGENT_TRACE__;
const started = new Set();
const prompts = new Map();
// OpenCode has no context channel at tool time, so a tool call's lessons ride on the next model call.
const pending = new Map();

function recall(args) {
  try {
    const out = execFileSync(AGENT_TRACE, ["recall", "--agent", "opencode", "--format", "json", ...args], {
      encoding: "utf8",
      timeout: 2000,
      stdio: ["ignore", "pipe", "ignore"],
    });
    return JSON.parse(out).context || "";
  } catch {
    return ""; // never fail the agent
  }
}

export const AgentTrace = async ({ directory }) => ({
  "chat.message": async (input, output) => {
    const text = (output?.parts ?? []).filter((p) => p?.type === "text").map((p) => p.text).join("\n");
    prompts.set(String(input?.sessionID ?? ""), text);
  },
  "experimental.chat.system.transform": async (input, output) => {
    const session = String(input?.sessionID ?? "");
    const parts = [];
    const first = !started.has(session);
    if (first || prompts.has(session)) {
      started.add(session);
      const args = ["--event", "prompt", "--cwd", directory, "--prompt", prompts.get(session) ?? ""];
      if (session) args.push("--session", session);
      if (first) args.push("--first-turn");
      parts.push(recall(args));
      prompts.delete(session); // a prompt's lessons once, not on every model call of the turn
    }
    parts.push(pending.get(session));
    pending.delete(session);
    const context = parts.filter(Boolean).join("\n\n");
    if (context) output.system.push(context);
  },
  "tool.execute.before": async (input, output) => {
    const session = String(input?.sessionID ?? "");
    const args = ["--event", "pre_tool", "--cwd", directory, "--tool-name", String(input?.tool ?? "")];
    args.push("--input-json", JSON.stringify(output?.args ?? {}));
    if (session) args.push("--session", session);
    const context = recall(args);
    if (context) pending.set(session, context);
  },
});
