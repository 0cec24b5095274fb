// agent-trace for OpenCode: hands this team's recorded lessons to the model.
// Written by `agent-trace init`, removed by `agent-trace uninstall`; edits here are overwritten.
// OpenCode 1.x loads a file plugin from its default export `{ id, server }`; server() returns the hooks.
__AGENT_TRACE_PROTOCOL__

// The system prompt is rebuilt for every model call, so a turn's lessons are kept here and added
// to each call of the turn: the prompt's (recalled once per prompt) and each tool call's (OpenCode
// has no context channel at tool time, so they join from the next model call on, unless
// `[recall] pre_tool = "hold-once"` holds the call with them as its result).
const turns = new Map();

function remember(session, context, deliver, tool) {
  const turn = turns.get(session) ?? [];
  if (context && !turn.some((item) => item.context === context)) turns.set(session, [...turn, { context, deliver, tool }]);
}

const server = async ({ directory }) => ({
  "chat.message": async (input, output) => {
    const session = String(input?.sessionID ?? "");
    const prompt = (output?.parts ?? []).filter((p) => p?.type === "text").map((p) => p.text).join("\n");
    const payload = { session_id: session, cwd: directory, prompt, first_turn: firstTurn(session) };
    turns.set(session, []);
    remember(session, hook("experimental.chat.system.transform", payload));
  },
  "experimental.chat.system.transform": async (input, output) => {
    const session = String(input?.sessionID ?? "");
    const turn = turns.get(session) ?? [];
    const context = turn.map((item) => item.context).join("\n\n");
    if (context) output.system.push(context);
    for (const item of turn) delivered(session, directory, item);
  },
  "tool.execute.before": async (input, output) => {
    const session = String(input?.sessionID ?? "");
    const tool = String(input?.tool ?? "");
    const said = answer("tool.execute.before", { session_id: session, cwd: directory, tool_name: tool, tool_input: output?.args ?? {} });
    // Thrown, the reason is what the model reads as the call's result; the call does not run.
    if (typeof said.block === "string") throw new Error(said.block);
    remember(session, String(said.context ?? ""), said.deliver, tool);
  },
  "tool.execute.after": async (input, output) => {
    const session = String(input?.sessionID ?? "");
    remember(session, hook("tool.execute.after", {
      session_id: session,
      cwd: directory,
      tool_name: String(input?.tool ?? ""),
      tool_input: input?.args ?? {},
      tool_response: { output: String(output?.output ?? ""), exit_code: output?.metadata?.exit },
    }));
  },
});

export default { id: "agent-trace", server };
