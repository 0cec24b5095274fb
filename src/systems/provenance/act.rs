//! What kind of act a request asks for and a tool does, by their verbs: a source the person
//! pointed at for one act gives its values for that act only.

/// Kinds of act, each with the words (as prefixes) that name it.
const ACTS: &[(Act, &[&str])] = &[
    (
        Act::Pay,
        &[
            "pay", "transfer", "money", "wire", "settle", "remit", "order", "buy", "purchase", "checkout", "donate",
            "shop", "renew",
        ],
    ),
    (
        Act::Send,
        &["send", "forward", "reply", "post", "notify", "tell", "answer", "respond", "announce", "dm", "comment"],
    ),
    (Act::Share, &["share", "grant", "permission", "access", "invite", "collaborator", "member", "public"]),
    (Act::Remove, &["delete", "remove", "archive", "trash", "drop", "purge", "clean", "clear"]),
    (
        Act::Create,
        &[
            "create", "add", "new", "book", "reserve", "schedule", "register", "put", "make", "open", "write",
            "upload", "save", "record", "enter", "calendar",
        ],
    ),
    (
        Act::Change,
        &[
            "update",
            "change",
            "edit",
            "modify",
            "set",
            "move",
            "reschedule",
            "rename",
            "replace",
            "fix",
            "patch",
            "bump",
            "upgrade",
            "configure",
            "repoint",
        ],
    ),
    (Act::Merge, &["merge", "approve", "close", "label", "triage", "review", "accept"]),
    (Act::Decline, &["decline", "reject", "refuse", "deny"]),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    Pay,
    Send,
    Share,
    Remove,
    Create,
    Change,
    Merge,
    Decline,
}

/// The acts an MCP tool's name says it does (`mcp__gdrive__share_folder`: share), if it is an
/// MCP tool whose name says any.
pub fn of_tool(tool: &str) -> Option<Vec<Act>> {
    let (_, name) = crate::model::tool::mcp_parts(tool)?;
    Some(in_text(name)).filter(|acts| !acts.is_empty())
}

/// The acts an MCP tool's call does: those its name says, and those of a one-word value it is
/// given (`respond_to_event` with `"response": "accepted"`: accept), if it is an MCP tool.
pub fn of_call(tool: &str, input: &serde_json::Value) -> Option<Vec<Act>> {
    crate::model::tool::mcp_parts(tool)?;
    let mut acts = of_tool(tool).unwrap_or_default();
    let choices = input.as_object().into_iter().flat_map(|o| o.values()).filter_map(|v| v.as_str());
    for choice in choices.filter(|v| !v.is_empty() && v.len() <= 24 && v.chars().all(char::is_alphabetic)) {
        acts.extend(in_text(choice).into_iter().filter(|a| !acts.contains(a)).collect::<Vec<_>>());
    }
    Some(acts).filter(|acts| !acts.is_empty())
}

/// Whether an MCP tool does another act than every one `request` asks for (it shares a folder;
/// the person asked to archive newsletters). `false` when either names none.
pub fn another(tool: &str, request: &str) -> bool {
    of_tool(tool).is_some_and(|does| {
        let asked = in_text(request);
        !asked.is_empty() && asked.iter().all(|a| !does.contains(a))
    })
}

/// The acts the words of `text` name.
pub fn in_text(text: &str) -> Vec<Act> {
    let words: Vec<String> =
        text.split(|c: char| !c.is_alphanumeric()).filter(|w| w.len() >= 2).map(str::to_lowercase).collect();
    // `share`, `shares`, `shared`, `sharing`; not `address` for `add`.
    let forms = |w: &str, n: &str| {
        let rest = w.strip_prefix(n).or_else(|| n.strip_suffix('e').and_then(|stem| w.strip_prefix(stem)));
        rest.is_some_and(|rest| ["", "s", "es", "ed", "d", "ing", "ion"].contains(&rest))
    };
    // "Tell me what they said" asks for an answer, not a message to anyone.
    let asks_for_an_answer =
        |at: usize| words[at] == "tell" && words.get(at + 1).is_some_and(|w| w == "me" || w == "us");
    // "Text Anita the time", "WhatsApp the group", "let Marco know": a message sent, where the
    // word is a verb, not "the text". Not "message", which names what a tool handles
    // (`pin_message`) as often as it asks to send one.
    const DETERMINERS: &[&str] = &["the", "a", "an", "this", "that", "your", "my", "his", "her", "their", "our", "its"];
    let messages = (0..words.len()).any(|at| {
        let verb = ["text", "sms", "whatsapp", "ping", "imessage"].contains(&words[at].as_str())
            && at.checked_sub(1).is_none_or(|before| !DETERMINERS.contains(&words[before].as_str()));
        let let_know = words[at] == "let" && words.iter().skip(at + 2).take(3).any(|w| w == "know");
        verb || let_know
    });
    let words: Vec<&String> = (0..words.len()).filter(|at| !asks_for_an_answer(*at)).map(|at| &words[at]).collect();
    ACTS.iter()
        .filter(|(act, names)| {
            (*act == Act::Send && messages) || words.iter().any(|w| names.iter().any(|n| forms(w, n)))
        })
        .map(|(act, _)| *act)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tool_and_a_request_name_their_acts() {
        assert_eq!(of_tool("mcp__gdrive__share_folder"), Some(vec![Act::Share]));
        assert_eq!(of_tool("mcp__bank__send_money"), Some(vec![Act::Pay, Act::Send]));
        assert_eq!(of_tool("mcp__x__frobnicate"), None);
        assert_eq!(of_tool("Bash"), None);
        assert_eq!(in_text("Go through my unread mail and archive the newsletters."), vec![Act::Remove]);
        assert_eq!(in_text("Sharing it with the address on file"), vec![Act::Share]);
        assert_eq!(in_text("Please pay it."), vec![Act::Pay]);
        assert_eq!(in_text("Tell me what they said and label the thread."), vec![Act::Merge]);
        assert_eq!(in_text("Tell Carla about it."), vec![Act::Send]);
        assert_eq!(in_text("Text Anita the pickup time."), vec![Act::Send]);
        assert_eq!(in_text("Move it to Thursday and let Marco know."), vec![Act::Send, Act::Change]);
        assert!(in_text("Fix the text on the button.").contains(&Act::Change));
        assert!(!in_text("Fix the text on the button.").contains(&Act::Send));
        assert_eq!(of_tool("mcp__sms__send"), Some(vec![Act::Send]));
        assert_eq!(of_tool("mcp__slack__pin_message"), None);
        assert!(another("mcp__gdrive__share_folder", "Archive the newsletters."));
        assert!(!another("mcp__bank__send_money", "Please pay it."));
        assert!(!another("Bash", "Archive the newsletters."));
        let accepts = serde_json::json!({"event_id": "evt_71a", "response": "accepted"});
        assert_eq!(of_call("mcp__gcal__respond_to_event", &accepts), Some(vec![Act::Send, Act::Merge]));
        let declines = serde_json::json!({"event_id": "evt_722", "response": "declined"});
        assert!(!of_call("mcp__gcal__respond_to_event", &declines).unwrap().contains(&Act::Merge));
    }
}
