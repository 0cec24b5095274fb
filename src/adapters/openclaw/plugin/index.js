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

// A finished tool call goes to the evidence ledger; a failed check comes back as context.
function evidence(payload) {
  try {
    const out = execFileSync(AGENT_TRACE, ["hook", "openclaw", "after_tool_call"], {
      input: JSON.stringify(payload),
      encoding: "utf8",
      timeout: 2000,
      stdio: ["pipe", "pipe", "ignore"],
    });
    return JSON.parse(out || "{}").context || "";
  } catch {
    return "";
  }
}

function addPending(session, context) {
  if (context) pending.set(session, [pending.get(session), context].filter(Boolean).join("\n\n"));
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
      addPending(session, recall(args));
      return {};
    });
    api.on("after_tool_call", async (event, ctx) => {
      const session = sessionOf(ctx);
      addPending(session, evidence({
        session_id: session,
        cwd: cwdOf(ctx),
        tool_name: String(event?.toolName ?? ""),
        tool_input: event?.params ?? {},
        tool_response: event?.result ?? {},
        error: event?.error ?? null,
      }));
    });
  },
};
