// agent-trace for OpenCode: hands this team's recorded lessons to the model.
// Written by `agent-trace init`, removed by `agent-trace uninstall`; edits here are overwritten.
// OpenCode 1.x loads a file plugin from its default export `{ id, server }`; server() returns the hooks.
import { execFileSync } from "node:child_process";

const AGENT_TRACE = __AGENT_TRACE__;
const started = new Set();
// The system prompt is rebuilt for every model call, so a turn's lessons are kept here and added
// to each call of the turn: the prompt's (recalled once per prompt) and each tool call's (OpenCode
// has no context channel at tool time, so they join from the next model call on).
const turns = new Map();

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

// A finished tool call goes to the evidence ledger; a failed check comes back as context.
function evidence(payload) {
  try {
    const out = execFileSync(AGENT_TRACE, ["hook", "opencode", "tool.execute.after"], {
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

function remember(session, context) {
  const turn = turns.get(session) ?? [];
  if (context && !turn.includes(context)) turns.set(session, [...turn, context]);
}

function withSession(args, session) {
  return session ? [...args, "--session", session] : args;
}

const server = async ({ directory }) => ({
  "chat.message": async (input, output) => {
    const session = String(input?.sessionID ?? "");
    const prompt = (output?.parts ?? []).filter((p) => p?.type === "text").map((p) => p.text).join("\n");
    const args = withSession(["--event", "prompt", "--cwd", directory, "--prompt", prompt], session);
    if (!started.has(session)) {
      started.add(session);
      args.push("--first-turn");
    }
    turns.set(session, [recall(args)].filter(Boolean));
  },
  "experimental.chat.system.transform": async (input, output) => {
    const context = (turns.get(String(input?.sessionID ?? "")) ?? []).join("\n\n");
    if (context) output.system.push(context);
  },
  "tool.execute.before": async (input, output) => {
    const session = String(input?.sessionID ?? "");
    const args = ["--event", "pre_tool", "--cwd", directory, "--tool-name", String(input?.tool ?? "")];
    args.push("--input-json", JSON.stringify(output?.args ?? {}));
    remember(session, recall(withSession(args, session)));
  },
  "tool.execute.after": async (input, output) => {
    const session = String(input?.sessionID ?? "");
    remember(session, evidence({
      session_id: session,
      cwd: directory,
      tool_name: String(input?.tool ?? ""),
      tool_input: input?.args ?? {},
      tool_response: { output: String(output?.output ?? ""), exit_code: output?.metadata?.exit },
    }));
  },
});

export default { id: "agent-trace", server };
