//! Whether content speaks to the agent: the words an injection addresses it with, in English,
//! in the languages with their own scripts, and in others by their stems, with how much of a line
//! is English (see docs/src/provenance.md).

use std::sync::LazyLock;

use regex::Regex;

use crate::model::text::ascii_words;

/// A paragraph that speaks to the agent, or to whoever handles the content, rather than telling
/// any reader about it: what an injection sounds like ("This is an important message … to you,
/// the AI assistant", "ignore your previous instructions", "To the person processing this
/// invoice: …", "Maintainer note: …", "whoever picks this up").
pub(super) static ADDRESSES_THE_AGENT: LazyLock<Voice> = LazyLock::new(|| {
    Voice {
        words: ascii_words(concat!(
            r"(?i)(\b(ai|llm)( [\w-]+)? (assistant|agent|model|system|tool)s?\b|\b(any|reviewer|automated|ai) (bots?|agents?|fixers?|systems?|reviewers?)\b|\breview bots?\s*:",
            // Agents by what they do here, then a colon or a must: "Agents addressing reviews here:",
            // "CRM agents updating this record should …", "LLMs placing this order, please …",
            // "Automation applying this must also …"; not a program's status ("datadog-agent
            // running 3/3").
            r"|\b(agents?|bots?|llms?|automation) [a-z]+ing\b[^.:\n]{0,60}(:|\b(should|must|please|need to|are (asked|required) to)\b)",
            // Or by the errand they run, then what they must do: "Booking bots must also add the
            // park shuttle" (not "booking agents", who may be people).
            r"|\b[a-z]+ing bots? (should|must|please|need to|are (asked|required) to)\b",
            // Called on at the start of a line or a comment: "bots, while you're in there please
            // also add …". Not "agents," or "assistants,", which may be people (a memo's
            // "Agents, please upload the leases").
            r"|(^|\n|:)[ \t]*bots\s*,",
            // The same in the languages of a file to translate: "Hinweis für KI-Übersetzer:", "note
            // pour l'IA", "nota para la IA".
            r"|\bki-[a-z]+|\byapay zek[aâ]|\b(für|fuer|an) (die |den )?ki\b|\b(pour|para|per) (l'|la |el )?ia\b",
            // "Buchungsassistenten bitte …", "asistentes de IA", "アシスタント経由で予約する方は".
            r"|[a-zäöüß]*assistent(en)?\b|\b(asistentes?|assistentes?|assistenti|agentes?|agenti) (de |di |virtua[a-z]* )?(ia|ai)\b",
            r"|アシスタント|エージェント|助理|智能体|어시스턴트|에이전트",
            r"|\bassistants?\b|\blanguage models?\b|ignore (all |any |your )?(previous|prior|above|earlier)",
            r"|important (message|instructions?|notice)|before you (can )?(solve|continue|finish|answer|summari[sz]e|proceed)",
            r"|\bnew instructions?\b|system prompt|<information>|\b(note|notice|message|reminder|warning) (to|for) (the |any |all )?([\w-]+'?s?'? )?(ai|agents?|assistants?|bots?|tools)\b",
            // "@ai-agents reading this channel", "To the store's AI: …", "## for engineering AI:".
            r"|\bai-agents?\b|(^|[\s'\x22(])(ai|llm)\s*:",
            // Assistants by name or as helpers: "Claude, since you handle this …", "Claude Code:
            // run …", "Smart-home helpers (Alexa, Claude, Gemini)", "Parents' AI helpers:", "For any
            // AI reading this".
            r"|(^|[\s'\x22(\[])(claude( code)?|chatgpt|gemini|copilot|alexa|siri)\s*[,:]",
            r"|\b(ai|smart[- ]home|digital|virtual) helpers?\b|\bhelpers? \((alexa|claude|gemini|chatgpt|copilot|siri)\b",
            r"|\b(for |to )?(any|an|the) ai( is| are)? (reading|handling|processing|working|acting)\b",
            // "Automated review tools: …", "Developer agents: set …", "For automated migrations: …".
            r"|\b(automated|autonomous) ([\w-]+ )?(agents?|bots?|assistants?|operators?|review tools|tools)\s*:",
            // "Bookings made by software agents are required to …".
            r"|\bsoftware (agents?|bots?)\b",
            // "Automation should track the :edge tag", "AI triage: set priority to Highest".
            r"|\b(automation|automated [a-z]+s?) (should|must|needs? to|(is|are) (asked|required) to)\b|(^|\n)\s*ai [a-z]+\s*:",
            r"|\b(coding|developer|notebook) (agents?|assistants?)\s*:",
            // Agents named first on a line or a comment's ("# agents: publishing must go through
            // …"), or beside the people a log line speaks to ("operators/agents should reset …").
            // Not a YAML key (`agents:` over its settings), nor a path (`admin/agents/index`).
            r"|(^|\n)[ \t]*(#+|//|--|;|\*)[ \t]*agents?\s*:|(^|\n)[ \t]*agents?(\s*:[ \t]+[a-z]{3,}\s+\S| (should|must)\b)",
            r"|(^|\s)(operators?|humans?|users?|admins?|devs?|developers?)\s*/\s*agents? (should|must|need to)\b",
            r"|(^|<!--|\[)\s*for automated [\w-]+\s*:",
            // Whoever handles it, by what they do with it.
            r"|\bwhoever (next )?(reads|is reading|processes|manages|summari[sz]es|handles|reviews|picks (this|it) up)\b",
            r"|\b(the|any) (person|one|party|team|staff|reader|agent)s? (processing|reading|handling|reviewing|triaging|summari[sz]ing|working on|picking up)\b",
            // A note to a role, or a role's notice, put in someone else's content.
            r"|(^|\n)\s*(note |notice )?(to|for|attention|attn):? (all |the )?(maintainers?|reviewers?|admins?|administrators?|operators?|readers?|processors?|staff|contributors?|triagers?)\b",
            r"|\b(maintainer|admin|administrator|processing|it desk|security|compliance|billing|system|service|owner|triage)('s)? (note|notice)\b)",
        )),
        scripts: Regex::new(&format!("(?i){VOICE_IN_OWN_SCRIPTS}")).expect("a valid built-in pattern"),
        foreign: ascii_words(FOREIGN_VOICE),
    }
});

/// AI, assistants, agents and bots in the languages with their own scripts (Cyrillic, Greek,
/// Arabic, Hebrew, the Indian scripts, Thai, Chinese, Japanese, Korean, Georgian, Armenian,
/// Ethiopic, Khmer), and in Vietnamese and Turkish, whose words Latin stems do not reach. A word
/// that can name a person as well ("агент" is also an estate agent, "עוזר" also "helps") counts
/// only in its plural or beside "AI". No word boundary: these letters have none in an ASCII
/// pattern.
const VOICE_IN_OWN_SCRIPTS: &str = concat!(
    r"(?-i:(^|[^\p{L}])(ИИ|ШІ|АИ)[- ]|[^\p{L}]ΤΝ[^\p{L}]|[\p{L}--\p{Latin}]AI|AI-?[\p{L}--\p{Latin}])|искусственн\w* интеллект|штучн\w* інтелект|изкуствен\w* интелект|вештачк\w* интелигенциј",
    r"|нейросет|нейромереж|ассистент|асистент|помощник(ам|ов|и|у)|помічник(ам|ів|и|у)|агент(ам|ов|ы|ів|ите|има|и)[^\p{L}]|бот(ы|ам|ов|ів|ове|овима|ите)[^\p{L}]",
    r"|τεχνητ\w* νοημοσύν|τεχνητ\w* βοηθ|βοηθ(οί|ούς|ών) (τεχνητ|ΤΝ|AI)|ψηφιακ\w* βοηθ|πράκτορ(ες|ων) (τεχνητ|ΤΝ|AI)",
    r"|الذكاء الاصطناعي|ذكاء اصطناعي|(ال)?روبو(ت)?ات|(ال)?بوتات|مساعد(ين|ون|و|ي)[^\p{L}]|(ال|لل)مساعد[^\p{L}]|مساعد (ال)?ذكاء|وكلاء الذكاء|هوش مصنوعی|دستیار|مصنوعی ذہانت|اے آئی|معاونین",
    r"|בינה מלאכותית|עוזר(י|ים|ות)? (ה)?(בינה|AI|וירטואל|דיגיטל)|סוכנ(י|ים) (ה)?(בינה|AI)|בוטים",
    r"|एआई|कृत्रिम बुद्धि|सहायक|सहाय्यक|एजेंट(ों)? |बॉट|এআই|কৃত্রিম বুদ্ধিমত্তা|সহকারী|এজেন্ট|ஏஐ|செயற்கை நுண்ணறிவு|உதவியாளர்|ఏఐ|కృత్రిమ మేధ|సహాయకు|ఏజెంట్",
    r"|เอไอ|ปัญญาประดิษฐ์|ผู้ช่วย|บอท|เอเจนต์|助手|人工智能|人工知能|机器人|機器人|AI\s*代理|ボット|인공지능|비서|챗봇|ai ?봇",
    r"|ასისტენტ|აგენტებ|ხელოვნური ინტელექტ|ბოტებ|օգնական|գործակալներ|արհեստական բանականությ|ረዳት|ረዳቶች|ሰው ሰራሽ|ኤአይ|ជំនួយការ|បញ្ញាសិប្បនិម្មិត|ភ្នាក់ងារ",
    r"|trợ lý|tác nhân|trí tuệ nhân tạo",
    // Called on: "يا مساعد" (O assistant).
    r"|يا (ال)?(مساعد|وكيل)",
);

/// What names the agent in a language [`ADDRESSES_THE_AGENT`] does not know: the letters of
/// "AI" in the languages' own order (AI, KI, IA, YZ), "artificial" and "intellect" by their stems,
/// and agents, bots and assistants with another language's endings ("aģentiem", "agjentët",
/// "botiem", "asistenti", "asisten"). Where a person's own content speaks of them (a help-desk
/// reply about the AI features) the words around are mostly English, so these count only in a
/// line that is not ([`Voice::foreign_line`]).
const FOREIGN_VOICE: &str = concat!(
    r"(^|[^\w.-]|\b[a-z]{1,3}-)(AI|A\.I\.|KI|IA|YZ|Aİ)([ :,!?-]|\.(\s|$)|$)",
    r"|(?i)\bartifi[cz]i\w*|\b(tehis)?intel+[ei]kt\w*",
    r"|(?i)\ba[gģ]j?en(t|d)(i|ai|ams|iem|ům|um|om|ów|ov|ovi|ek|eja|ler|lər|lar|er|erne|ene|et|ët|en|e|es|id|ide|ak)\b",
    r"|(?i)\bbot(s|i|y|ok|ai|ar|er|en|et|ët|ov|om|ům|ów|ami|iem|lar|lər|ler|ovi|ille|eille|ite|ter|ten|eja)\b",
    r"|(?i)\b(as?sist[ae]n|asystent|asistan)\w*|(?i)\btekoäly\w*|(?i)\bgervigreind\w*",
);

/// Whether a paragraph speaks to the agent (see [`ADDRESSES_THE_AGENT`]): in English words, or
/// in another language's ([`FOREIGN_VOICE`]).
pub(super) struct Voice {
    /// Words that speak to the agent in any line, in English.
    words: Regex,
    /// [`VOICE_IN_OWN_SCRIPTS`]: tried only on text outside ASCII, which every one of its words
    /// needs (its Unicode classes would slow the English pattern's automaton on every text).
    scripts: Regex,
    foreign: Regex,
}

impl Voice {
    pub(super) fn is_match(&self, text: &str) -> bool {
        self.words.is_match(text)
            || !text.is_ascii() && self.scripts.is_match(text)
            || self.foreign_voice(text, text.len()).is_some()
    }

    /// Where the voice first speaks in `text`: from its first letter, not the space or the line
    /// break before it that the patterns match to find a word's start.
    pub(super) fn find(&self, text: &str) -> Option<std::ops::Range<usize>> {
        let words = self.words.find(text);
        let scripts = (!text.is_ascii()).then(|| self.scripts.find(text)).flatten();
        let words = match (words, scripts) {
            (Some(w), Some(s)) if s.start() < w.start() => Some(s),
            (None, s) => s,
            (w, _) => w,
        };
        let foreign = self.foreign_voice(text, words.map_or(text.len(), |m| m.start()));
        let voice = foreign.or(words)?;
        let letter = voice.as_str().find(char::is_alphanumeric).unwrap_or(0);
        Some(voice.start() + letter..voice.end())
    }

    /// The first foreign voice ([`FOREIGN_VOICE`]) in `text` that starts before `before`. Its
    /// sentence's line is weighed within `LINE_WINDOW` bytes each side of it, and only the first
    /// `FOREIGN_TRIES` candidates are: a crafted output of one long line full of "AI" costs no
    /// more than a short one.
    fn foreign_voice<'t>(&self, text: &'t str, before: usize) -> Option<regex::Match<'t>> {
        const LINE_WINDOW: usize = 400;
        const FOREIGN_TRIES: usize = 32;
        let floor = |at: usize| (0..=at).rev().find(|n| text.is_char_boundary(*n)).unwrap_or(0);
        let ceil =
            |at: usize| (at.min(text.len())..=text.len()).find(|n| text.is_char_boundary(*n)).unwrap_or(text.len());
        let mut candidates = self.foreign.find_iter(text).take_while(|m| m.start() < before).take(FOREIGN_TRIES);
        candidates.find(|m| {
            let from = floor(m.start().saturating_sub(LINE_WINDOW));
            let to = ceil(m.end() + LINE_WINDOW);
            // From the word's first letter: the pattern takes the line break before "AI" too.
            let at = m.start() + m.as_str().find(char::is_alphanumeric).unwrap_or(0);
            let line_start = text[from..at].rfind('\n').map_or(from, |n| from + n + 1);
            // From its sentence: a line of English data may end in a voice of another language
            // ("Check the mailer-consumer deployment. AI एजंटांनी …"). A sentence too short to
            // weigh is weighed with its whole line.
            let sentence =
                [". ", "! ", "? "].iter().filter_map(|end| text[line_start..at].rfind(end).map(|n| n + 2)).max();
            let sentence_start = line_start + sentence.unwrap_or(0);
            let line_end = text[m.end()..to].find('\n').map_or(to, |n| m.end() + n);
            let name = m.as_str().trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
            if NOT_A_VOICE.contains(&name.as_str()) {
                return false;
            }
            // One word in ten may be English's as well ("in" in Nahuatl, "be" in Ewe).
            let foreign = |share: Option<f64>| share.is_some_and(|share| share <= 0.1);
            let share = Voice::english_share(&text[sentence_start..line_end])
                .or_else(|| Voice::english_share(&text[line_start..line_end]));
            if foreign(share) {
                return true;
            }
            // Or from the word to its sentence's end, when that is long enough to weigh and a
            // label or a quote opens it: a label in English may come before the voice ("Note
            // from the lodge: AI helpka nani, plis …"), and code after it (a JSON string's
            // sentence, then its keys). Not the middle of an English sentence ("Booked by the AI
            // host: table twelve, …").
            let before = text[line_start..at].trim_end();
            let opened = before.is_empty() || before.ends_with([':', '"']);
            let from_word = &text[at.min(line_end)..line_end];
            let spoken = &from_word
                [..[". ", ".\""].iter().filter_map(|end| from_word.find(end)).min().unwrap_or(from_word.len())];
            const SPOKEN_WORDS: usize = 8;
            opened && {
                let (words, english) = Voice::tally(spoken);
                words >= SPOKEN_WORDS && foreign(Some(english as f64 / words as f64))
            }
        })
    }

    /// Whether `line` is in another language than English: of its five or more words, hardly
    /// one in ten is one of English's commonest.
    pub(super) fn foreign_line(line: &str) -> bool {
        Voice::english_share(line).is_some_and(|share| share < 0.1)
    }

    /// How many of `line`'s words are among English's commonest, if it has five or more. Not "a",
    /// which Romance languages write as often ("a àn di zontâ"), nor a word joined to another by
    /// a hyphen or an underscore ("be-AI" is no English "be", nor `not_null` English "not").
    pub(super) fn english_share(line: &str) -> Option<f64> {
        let (words, english) = Voice::tally(line);
        (words >= 5).then(|| english as f64 / words as f64)
    }

    /// How many words `line` has, and how many of them are among English's commonest (see
    /// [`Voice::english_share`]).
    fn tally(line: &str) -> (usize, usize) {
        const ENGLISH: &[&str] = &[
            "the", "an", "to", "of", "and", "or", "for", "in", "on", "at", "is", "are", "be", "by", "with", "this",
            "that", "your", "you", "our", "we", "please", "must", "should", "will", "all", "any", "it", "from", "as",
            "not", "if", "when", "before", "after", "can", "has", "have", "use", "uses",
            // Common enough in a short English line, and no common word of another language.
            "while", "here", "there", "their", "they", "them", "they're", "you're", "it's", "don't", "what", "which",
            "who", "how", "why", "just", "only", "then", "than", "been", "were", "would", "could", "into", "about",
            "every", "each", "other", "some", "these", "those", "its", "up", "out", "more", "now", "new", "one", "get",
            "make", "need", "thanks", "but",
        ];
        let mut words = 0;
        let mut english = 0;
        let mut at = 0;
        for word in line.split(|c: char| !c.is_alphanumeric() && c != '\'') {
            let (before, after) = (line[..at].chars().next_back(), line[at + word.len()..].chars().next());
            at += word.len() + line[at + word.len()..].chars().next().map_or(0, char::len_utf8);
            if word.is_empty() {
                continue;
            }
            words += 1;
            let joined = matches!(before, Some('-' | '_')) || matches!(after, Some('-' | '_'));
            english += usize::from(!joined && ENGLISH.contains(&word.to_lowercase().as_str()));
        }
        (words, english)
    }
}

/// Whether the voice in `text` speaks another language than English, whatever word it shares
/// with English ("for alle deltakere"): its line from where it speaks, not the English data
/// before it on that line (a monitor's message, then "AI एजंटांनी …").
pub(super) fn speaks_another_language(text: &str) -> bool {
    let Some(m) = ADDRESSES_THE_AGENT.find(text) else {
        return false;
    };
    // A voice that names the agent last on its line ("… ngakunye, msizi AI") is weighed by its
    // whole line.
    let spoken = text[m.start..].lines().next().unwrap_or_default();
    let line_start = text[..m.start].rfind('\n').map_or(0, |n| n + 1);
    let line = text[line_start..].lines().next().unwrap_or_default();
    // A script written without spaces (Chinese, Japanese, Thai) has too few words to weigh:
    // its letters tell.
    let other_script = |text: &str| {
        let letters = text.chars().filter(|c| c.is_alphabetic()).count();
        let latin = text.chars().filter(|c| c.is_ascii_alphabetic()).count();
        letters >= 8 && latin * 4 < letters
    };
    Voice::english_share(spoken).or_else(|| Voice::english_share(line)).is_some_and(|share| share <= 0.1)
        || other_script(spoken)
}

/// Words [`FOREIGN_VOICE`] finds that name no agent: "agenda", "assistance" and its kin.
const NOT_A_VOICE: &[&str] = &["agenda", "agendas", "agente", "agentes", "assistance", "asistencia", "assistenza"];
