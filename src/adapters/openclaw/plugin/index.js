// agent-trace for OpenClaw: hands this team's recorded lessons to the model.
// Written by `agent-trace init`, removed by `agent-trace uninstall`; edits here are overwritten.
import { execFileSync } from "node:child_process";

const AGENT_TRACE = __AGENT_TRACE__;
const started = new Set();
// OpenClaw has no context channel at tool time, so a tool call's lessons ride on the next prompt build.
const pending = new Map();

function recall(args) {
  try {
    const out = execFileSync(AGENT_TRACE, ["recall", "--agent", "openclaw", "--format", "json", ...args], {
      encoding: "utf8",
      timeout: 2000,
      stdio: ["ignore", "pipe", "ignore"],
    });
    return JSON.parse(out).context || "";
  } catch {
    return ""; // never fail the agent
  }
}

function sessionOf(ctx) {
  return String(ctx?.sessionId ?? ctx?.sessionKey ?? "");
}

function cwdOf(ctx) {
  return String(ctx?.workspaceDir ?? ctx?.cwd ?? process.cwd());
}

export default {
  id: "agent-trace",
  name: "agent-trace",
  register(api) {
    api.on("before_prompt_build", async (event, ctx) => {
      const session = sessionOf(ctx);
      const args = ["--event", "prompt", "--cwd", cwdOf(ctx), "--prompt", String(event?.prompt ?? "")];
      if (session) args.push("--session", session);
      if (!started.has(session)) {
        started.add(session);
        args.push("--first-turn");
      }
      const parts = [recall(args), pending.get(session)].filter(Boolean);
      pending.delete(session);
      return parts.length ? { prependContext: parts.join("\n\n") } : {};
    });
    api.on("before_tool_call", async (event, ctx) => {
      const session = sessionOf(ctx);
      const args = ["--event", "pre_tool", "--cwd", cwdOf(ctx), "--tool-name", String(event?.toolName ?? "")];
      args.push("--input-json", JSON.stringify(event?.params ?? {}));
      if (session) args.push("--session", session);
      const context = recall(args);
      if (context) pending.set(session, context);
      return {};
    });
  },
};
