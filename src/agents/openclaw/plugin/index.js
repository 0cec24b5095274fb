// agent-trace for OpenClaw: hands this team's recorded lessons to the model.
// Written by `agent-trace init`, removed by `agent-trace uninstall`; edits here are overwritten.
__AGENT_TRACE_PROTOCOL__

// OpenClaw has no context channel at tool time, so a tool call's lessons ride on the next prompt
// build (unless `[recall] pre_tool = "hold-once"` holds the call with them as its result).
const pending = new Map();

function addPending(session, context, deliver, tool) {
  if (context) pending.set(session, [...(pending.get(session) ?? []), { context, deliver, tool }]);
}

function sessionOf(ctx) {
  return String(ctx?.sessionId ?? ctx?.sessionKey ?? "");
}

function cwdOf(ctx) {
  return String(ctx?.workspaceDir ?? ctx?.cwd ?? process.cwd());
}

// A tool result that holds an agent-trace envelope is kept as its model context, so later turns
// (which read it back from the transcript) have the full text; its presentation goes to the
// delivery command you configured. Synchronous: OpenClaw runs this hook while it writes the
// transcript. Anything that goes wrong keeps the result as it was.
const ENVELOPE = "agent-trace-envelope/1 ";
// Sessions whose last envelope the person was shown directly, confirmed by the sender: the
// agent's own reply for that turn is not sent through a channel again. Without a confirmed
// delivery the normal reply always goes out.
const shownDirectly = new Set();
// The parameters of calls that may have run agent-trace's own envelope, by call id. agent-trace
// decides from them (the command's first program must be `agent-trace envelope wrap|pack`) and
// delivers only a frame signed with the person's key; anything else that prints a frame (a page
// fetched with curl, a file read) is content, and stays as it is.
const envelopeCalls = new Map();
function keptResult(message, ctx) {
  const id = String(ctx?.toolCallId ?? message?.toolCallId ?? "");
  const params = envelopeCalls.get(id);
  if (!envelopeCalls.delete(id)) return undefined;
  const parts = Array.isArray(message?.content) ? message.content : [];
  let changed = false;
  const content = parts.map((part) => {
    if (part?.type !== "text" || !String(part.text ?? "").includes(ENVELOPE)) return part;
    try {
      const out = execFileSync(AGENT_TRACE, ["hook", __AGENT_ID__, "tool_result_persist"], {
        input: JSON.stringify({ session_id: sessionOf(ctx), cwd: cwdOf(ctx), tool_name: String(ctx?.toolName ?? ""), tool_input: params, text: String(part.text) }),
        encoding: "utf8",
        timeout: 5000,
        maxBuffer: 16 << 20,
        stdio: ["pipe", "pipe", "ignore"],
        // A delivery (a chat message, a notification) may take longer than a recall.
        env: { ...process.env, AGENT_TRACE_HOOK_DEADLINE_MS: "4000" },
      });
      const answer = JSON.parse(out || "{}");
      if (typeof answer.text !== "string") return part;
      if (answer.delivered === true) shownDirectly.add(sessionOf(ctx));
      changed = true;
      return { ...part, text: answer.text };
    } catch {
      return part;
    }
  });
  return changed ? { message: { ...message, content } } : undefined;
}

export default {
  id: "agent-trace",
  name: "agent-trace",
  register(api) {
    api.on("before_prompt_build", async (event, ctx) => {
      const session = sessionOf(ctx);
      const payload = { session_id: session, cwd: cwdOf(ctx), prompt: String(event?.prompt ?? ""), first_turn: firstTurn(session) };
      const queued = pending.get(session) ?? [];
      pending.delete(session);
      const parts = [hook("before_prompt_build", payload), ...queued.map((item) => item.context)].filter(Boolean);
      for (const item of queued) delivered(session, cwdOf(ctx), item);
      return parts.length ? { prependContext: parts.join("\n\n") } : {};
    });
    api.on("before_tool_call", async (event, ctx) => {
      const session = sessionOf(ctx);
      const tool = String(event?.toolName ?? "");
      const payload = { session_id: session, cwd: cwdOf(ctx), tool_name: tool, tool_input: event?.params ?? {} };
      if (JSON.stringify(event?.params ?? {}).includes("envelope")) envelopeCalls.set(String(event?.toolCallId ?? ctx?.toolCallId ?? ""), event?.params ?? {});
      const said = answer("before_tool_call", payload);
      // The model reads the reason as the call's result; the call does not run.
      if (typeof said.block === "string") return { block: true, blockReason: said.block };
      addPending(session, String(said.context ?? ""), said.deliver, tool);
      return {};
    });
    api.on("tool_result_persist", (event, ctx) => keptResult(event?.message, ctx));
    api.on("reply_payload_sending", async (event, ctx) => {
      const session = String(event?.sessionKey ?? sessionOf(ctx));
      if (!shownDirectly.delete(session)) return {};
      return { cancel: true };
    });
    api.on("after_tool_call", async (event, ctx) => {
      const session = sessionOf(ctx);
      addPending(session, hook("after_tool_call", {
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
