//! A shell command line read the way a shell reads it, enough to say what it does: its pieces
//! (`a | b && c; d`), each with its words (quotes and escapes honoured) and redirections, heredoc
//! bodies left out. The one shell vocabulary: the evidence ledger asks it which files a command
//! writes, provenance asks it what a command's effect is.
//!
//! It is not a shell: `$(…)`, backticks and `${…}` stay inside the word they are in, and nothing
//! is expanded. Where that leaves a doubt, the answers below are conservative.

mod writes;

pub use writes::{Writes, writes};

/// One simple command of a command line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Piece {
    pub words: Vec<String>,
    pub redirects: Vec<Redirect>,
}

/// `>`, `>>`, `&>`, `2>` … and what they point at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    pub op: String,
    pub target: String,
}

impl Redirect {
    /// Whether it writes a file (not a descriptor, not `/dev/null`).
    pub fn writes_file(&self) -> bool {
        let output = self.op.contains('>');
        let device = matches!(self.target.as_str(), "/dev/null" | "/dev/stdout" | "/dev/stderr" | "/dev/tty");
        // `2>&1`, `>&-` duplicate or close a descriptor; `>&file` writes a file.
        let descriptor = self.target.trim_start_matches('&');
        let duplicates = (self.op.ends_with('&') || self.target.starts_with('&'))
            && (descriptor == "-" || (!descriptor.is_empty() && descriptor.bytes().all(|b| b.is_ascii_digit())));
        output && !duplicates && !device && !descriptor.is_empty()
    }
}

/// Commands that only wrap the command after them.
const WRAPPERS: &[&str] = &[
    "sudo", "command", "exec", "time", "nohup", "nice", "env", "builtin", "doas", "stdbuf", "ionice", "chronic",
    "unbuffer", "xvfb-run", "npx", "bunx", "pnpx",
];
/// Wrappers whose first operand is theirs (`timeout 60 cmd`, `flock /tmp/l cmd`).
pub(super) const WRAPPERS_WITH_OPERAND: &[&str] = &["timeout", "flock", "taskset", "chrt"];

impl Piece {
    /// The command word (its file name), after `VAR=value` assignments and wrappers.
    pub fn head(&self) -> Option<&str> {
        self.words.get(self.head_at()?).map(|w| w.rsplit('/').next().unwrap_or(w))
    }

    /// The words after the command word.
    pub fn args(&self) -> &[String] {
        self.head_at().map_or(&[], |at| &self.words[at + 1..])
    }

    /// The words before the command word: the variables set for it (`LD_PRELOAD=./x.so`) and
    /// the wrappers it runs under (`sudo -u me`).
    pub fn before_head(&self) -> &[String] {
        &self.words[..self.head_at().unwrap_or(self.words.len())]
    }

    fn head_at(&self) -> Option<usize> {
        let mut after_wrapper = false;
        let mut at = 0;
        while let Some(word) = self.words.get(at) {
            let name = word.rsplit('/').next().unwrap_or(word);
            if WRAPPERS.contains(&name) {
                after_wrapper = true;
            } else if after_wrapper && word.starts_with('-') {
                // A wrapper's own options (`sudo -u me`, `nice -n 5`) are not the command.
                if WRAPPER_VALUES.contains(&word.as_str()) {
                    at += 1;
                }
            } else if word.find('=').is_none_or(|eq| eq == 0) {
                return Some(at);
            }
            at += 1;
        }
        None
    }
}

/// Options of the wrappers that take the next word as their value.
const WRAPPER_VALUES: &[&str] = &["-u", "-g", "-C", "-h", "-n", "-f", "-U", "--user", "--group", "-s", "-k"];

/// Programs whose name alone says a line is a command and not a sentence (`make`, `go` and
/// `find` are also English words: they need an option or an operator with them).
const COMMON_PROGRAMS: &[&str] = &[
    "git",
    "npm",
    "npx",
    "pnpm",
    "yarn",
    "bun",
    "cargo",
    "rustc",
    "pytest",
    "python",
    "python3",
    "pip",
    "uv",
    "node",
    "deno",
    "docker",
    "kubectl",
    "helm",
    "terraform",
    "gh",
    "rm",
    "mv",
    "cp",
    "chmod",
    "chown",
    "curl",
    "wget",
    "ssh",
    "scp",
    "rsync",
    "sed",
    "awk",
    "grep",
    "rg",
    "ls",
    "cat",
    "mkdir",
    "tar",
    "psql",
    "mysql",
];

/// Whether `text` reads as a shell command rather than a sentence about one: its first command
/// word is a common program, or it has an option (`-x`, `--flag`), a path (`./run.sh`) or a shell
/// operator. What the MCP server asks before it treats an intent as a tool call's input.
pub fn reads_as_command(text: &str) -> bool {
    let text = text.trim();
    if text.is_empty() || text.lines().count() > 1 && !text.contains("&&") {
        return false;
    }
    let Some(first) = pieces(text).into_iter().next() else { return false };
    let Some(head) = first.head() else { return false };
    let plain = |w: &str| w.chars().all(|c| c.is_ascii_alphanumeric() || "-_./+".contains(c));
    if !plain(head) {
        return false;
    }
    let raw = first.words.get(first.head_at().unwrap_or(0)).map(String::as_str).unwrap_or(head);
    COMMON_PROGRAMS.contains(&head)
        || raw.starts_with("./")
        || raw.starts_with('/')
        || first.args().iter().any(|a| a.starts_with('-') && a.len() > 1)
        || ["&&", "||", " | ", ";", " > "].iter().any(|op| text.contains(op))
}

/// The pieces of `line`.
pub fn pieces(line: &str) -> Vec<Piece> {
    sequence(line).into_iter().map(|(piece, _)| piece).collect()
}

/// What joins a piece to the next: `|`, `&&`, `||`, `&`, or `;` (a newline, a `;`, a
/// parenthesis: the next runs whatever this one's status); `End` after the last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joint {
    Pipe,
    And,
    Or,
    Background,
    Then,
    End,
}

/// The pieces of `line`, each with what joins it to the next.
pub fn sequence(line: &str) -> Vec<(Piece, Joint)> {
    let mut lexer = Lexer { chars: line.chars().collect(), at: 0, heredocs: Vec::new() };
    let mut pieces = Vec::new();
    let mut piece = Piece::default();
    while let Some(token) = lexer.next() {
        match token {
            Token::Word(word) => piece.words.push(word),
            Token::Redirect(redirect) => piece.redirects.push(redirect),
            Token::Separator(joint) => {
                if piece != Piece::default() {
                    pieces.push((std::mem::take(&mut piece), joint));
                } else if let Some(last) = pieces.last_mut().filter(|last| last.1 == Joint::Then) {
                    // `(a) && b`: a parenthesis closed, then the real joint.
                    last.1 = joint;
                }
            }
        }
    }
    if piece != Piece::default() {
        pieces.push((piece, Joint::End));
    }
    pieces
}

enum Token {
    Word(String),
    Redirect(Redirect),
    Separator(Joint),
}

struct Lexer {
    chars: Vec<char>,
    at: usize,
    /// Heredoc delimiters whose bodies start after the current line: (delimiter, `<<-`).
    heredocs: Vec<(String, bool)>,
}

impl Lexer {
    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    fn next(&mut self) -> Option<Token> {
        while matches!(self.peek(0), Some(' ' | '\t' | '\r')) {
            self.at += 1;
        }
        // A line continuation joins two lines.
        if self.peek(0) == Some('\\') && self.peek(1) == Some('\n') {
            self.at += 2;
            return self.next();
        }
        let c = self.peek(0)?;
        match c {
            '\n' => {
                self.at += 1;
                self.skip_heredoc_bodies();
                Some(Token::Separator(Joint::Then))
            }
            // A subshell's parentheses (and a case pattern's) end the command before them.
            '(' | ')' => {
                self.at += 1;
                Some(Token::Separator(Joint::Then))
            }
            ';' | '|' | '&' if !(c == '&' && self.peek(1) == Some('>')) => {
                self.at += 1;
                let second = self.peek(0).filter(|n| matches!(n, '|' | '&' | ';'));
                if second.is_some() {
                    self.at += 1;
                }
                Some(Token::Separator(match (c, second) {
                    ('|', Some('|')) => Joint::Or,
                    ('|', Some('&')) | ('|', None) => Joint::Pipe,
                    ('&', Some('&')) => Joint::And,
                    ('&', None) => Joint::Background,
                    _ => Joint::Then,
                }))
            }
            '#' => {
                while self.peek(0).is_some_and(|c| c != '\n') {
                    self.at += 1;
                }
                self.next()
            }
            '>' | '<' | '&' => Some(self.redirect(String::new())),
            _ => {
                let word = self.word();
                // `2>file`: digits right before a redirection are its descriptor.
                if matches!(self.peek(0), Some('>' | '<'))
                    && !word.is_empty()
                    && word.chars().all(|c| c.is_ascii_digit())
                {
                    return Some(self.redirect(word));
                }
                Some(Token::Word(word))
            }
        }
    }

    fn redirect(&mut self, fd: String) -> Token {
        let mut op = fd;
        while let Some(c) = self.peek(0).filter(|c| matches!(c, '>' | '<' | '&' | '|' | '-')) {
            // `>&` and `<&` end the operator; `>|` clobbers; `<<-` strips tabs.
            let keep = match c {
                '|' => op.ends_with('>'),
                '-' => op.ends_with("<<"),
                '&' => op.is_empty() || op.ends_with('>') || op.ends_with('<'),
                _ => true,
            };
            if !keep {
                break;
            }
            op.push(c);
            self.at += 1;
            if c == '&' && op.len() > 1 {
                break;
            }
        }
        while matches!(self.peek(0), Some(' ' | '\t')) {
            self.at += 1;
        }
        let target = self.word();
        if op.starts_with("<<") && !op.starts_with("<<<") {
            let delimiter = target.trim_matches(['\'', '"']).to_string();
            self.heredocs.push((delimiter, op.ends_with('-')));
        }
        Token::Redirect(Redirect { op, target })
    }

    /// One word, quotes removed, `$(…)` and backticks kept whole.
    fn word(&mut self) -> String {
        let mut word = String::new();
        let mut depth = 0usize;
        while let Some(c) = self.peek(0) {
            match c {
                '\'' => {
                    self.at += 1;
                    while let Some(c) = self.peek(0) {
                        self.at += 1;
                        if c == '\'' {
                            break;
                        }
                        word.push(c);
                    }
                    continue;
                }
                '"' => {
                    self.at += 1;
                    while let Some(c) = self.peek(0) {
                        self.at += 1;
                        match c {
                            '"' => break,
                            '\\' if matches!(self.peek(0), Some('"' | '\\' | '$' | '`')) => {
                                word.push(self.peek(0).unwrap_or_default());
                                self.at += 1;
                            }
                            c => word.push(c),
                        }
                    }
                    continue;
                }
                '\\' => {
                    self.at += 1;
                    if let Some(next) = self.peek(0) {
                        if next != '\n' {
                            word.push(next);
                        }
                        self.at += 1;
                    }
                    continue;
                }
                '$' if self.peek(1) == Some('(') => {
                    depth += 1;
                    word.push_str("$(");
                    self.at += 2;
                    continue;
                }
                ')' if depth > 0 => depth -= 1,
                '`' => {
                    word.push(c);
                    self.at += 1;
                    while let Some(c) = self.peek(0) {
                        word.push(c);
                        self.at += 1;
                        if c == '`' {
                            break;
                        }
                    }
                    continue;
                }
                ' ' | '\t' | '\n' | '\r' | ';' | '|' | '&' | '<' | '>' | '(' | ')' if depth == 0 => break,
                _ => {}
            }
            word.push(c);
            self.at += 1;
        }
        word
    }

    fn skip_heredoc_bodies(&mut self) {
        for (delimiter, strip_tabs) in std::mem::take(&mut self.heredocs) {
            loop {
                let start = self.at;
                while self.peek(0).is_some_and(|c| c != '\n') {
                    self.at += 1;
                }
                let line: String = self.chars[start..self.at].iter().collect();
                if self.peek(0).is_some() {
                    self.at += 1;
                }
                let line = if strip_tabs { line.trim_start_matches('\t') } else { line.as_str() };
                if line == delimiter || self.peek(0).is_none() {
                    break;
                }
            }
        }
    }
}

/// The operands of a command's arguments: those that are no option (`-x`, `--long`) nor the
/// value of one of `take_a_value` (`kubectl -n payments describe …`: `describe`, not
/// `payments`).
pub fn operands<'a>(args: &'a [String], take_a_value: &'a [&str]) -> impl Iterator<Item = &'a String> {
    args.iter()
        .enumerate()
        .filter(move |(at, a)| !a.starts_with('-') && (*at == 0 || !take_a_value.contains(&args[at - 1].as_str())))
        .map(|(_, a)| a)
}

/// git's subcommand and its arguments, past the global options before it (`-C dir`,
/// `-c key=value`, `--git-dir dir` or `--git-dir=dir`, `--no-pager`, …): the one reading of a
/// git command line, for the shell reader and provenance alike. `""` when there is none.
pub fn git_subcommand(args: &[String]) -> (&str, &[String]) {
    let mut at = 0;
    while let Some(arg) = args.get(at) {
        match arg.as_str() {
            "-C" | "-c" | "--git-dir" | "--work-tree" | "--namespace" | "--config-env" | "--super-prefix" => at += 2,
            a if a.starts_with('-') => at += 1,
            sub => return (sub, &args[at + 1..]),
        }
    }
    ("", &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_skip_options_and_their_values() {
        let args: Vec<String> = ["-n", "payments", "describe", "--all", "pod", "-o", "wide"].map(String::from).into();
        assert_eq!(operands(&args, &["-n", "-o"]).collect::<Vec<_>>(), ["describe", "pod"]);
        assert_eq!(operands(&args, &[]).collect::<Vec<_>>(), ["payments", "describe", "pod", "wide"]);
    }

    #[test]
    fn a_command_reads_as_one_and_a_sentence_does_not() {
        for command in [
            "git push --force origin main",
            "make -j4 deploy",
            "./scripts/release.sh",
            "FOO=1 npm publish",
            "cd web && ls",
        ] {
            assert!(reads_as_command(command), "{command}");
        }
        for sentence in ["push the release", "deploy the app to production", "make it faster", "session_start", ""] {
            assert!(!reads_as_command(sentence), "{sentence}");
        }
    }

    fn paths(line: &str) -> (Vec<String>, bool) {
        let w = writes(line);
        (w.paths, w.unsure)
    }

    #[test]
    fn pieces_honour_quotes_separators_and_heredocs() {
        let p = pieces("FOO=1 sudo -u me cat 'a b' \"c;d\" e\\ f | grep x && echo \"$(date; ls)\" > out.txt; ls 2>&1");
        assert_eq!(p.len(), 4);
        assert_eq!(p[0].head(), Some("cat"));
        assert_eq!(p[0].args(), ["a b", "c;d", "e f"]);
        assert_eq!(p[2].words, ["echo", "$(date; ls)"]);
        assert_eq!(p[2].redirects, [Redirect { op: ">".into(), target: "out.txt".into() }]);
        assert!(!p[3].redirects[0].writes_file(), "2>&1 is a descriptor");
        let heredoc = pieces("cat > src/lib.rs <<'EOF'\nfn main() { rm -rf / }\nEOF\nls");
        assert_eq!(heredoc.len(), 2, "the body is data, not commands: {heredoc:?}");
        assert_eq!(heredoc[1].head(), Some("ls"));
    }

    #[test]
    fn the_files_a_command_writes_are_read_from_it() {
        let cases: &[(&str, &[&str], bool)] = &[
            ("sed -i 's/a/b/' src/main.rs", &["src/main.rs"], false),
            ("sed -i.bak -e 's/a/b/' -e 's/c/d/' a.rs b.rs", &["a.rs", "b.rs"], false),
            ("sed -n '1,20p' src/main.rs", &[], false),
            ("sed -Ei 's/x/y/g' ./lib.rs", &["lib.rs"], false),
            ("cat > src/new.rs <<EOF\nfn x() {}\nEOF", &["src/new.rs"], false),
            ("echo hi >> notes.md 2>/dev/null", &["notes.md"], false),
            ("cargo test 2>&1 | tee build.log", &["build.log"], false),
            ("mv src/old.rs src/new.rs", &["src/old.rs", "src/new.rs"], false),
            ("cp -r template/ src/", &["src/"], false),
            ("rm -f src/a.rs src/b.rs", &["src/a.rs", "src/b.rs"], false),
            ("git checkout -- src/a.rs", &["src/a.rs"], false),
            ("git restore src/a.rs", &["src/a.rs"], false),
            ("git apply fix.patch", &[], true),
            ("git -C sub stash pop", &[], true),
            ("git -c core.x=1 checkout -- src/a.rs", &["src/a.rs"], false),
            ("git --git-dir .git --work-tree . restore src/b.rs", &["src/b.rs"], false),
            ("git --git-dir=.git rm -q src/c.rs", &["src/c.rs"], false),
            ("git -C sub status", &[], false),
            ("git status && git diff", &[], false),
            ("patch -p1 < fix.diff", &[], true),
            ("perl -pi -e 's/a/b/' x.pl", &["x.pl"], false),
            ("python3 -c \"open('src/x.py','w').write('')\"", &[], true),
            ("python3 -c 'print(1+1)'", &[], false),
            ("node -e \"require('fs').writeFileSync('a.js', '')\"", &[], true),
            ("bash -lc 'sed -i s/a/b/ src/lib.rs'", &["src/lib.rs"], false),
            ("cargo fmt", &[], true),
            ("prettier --check .", &[], false),
            ("prettier --write src", &[], true),
            ("find . -name '*.orig' -delete", &[], true),
            ("find . -name '*.rs' -exec grep -l TODO {} \\;", &[], false),
            ("find . -name '*.rs' -exec sed -i s/a/b/ {} +", &[], true),
            ("git ls-files | xargs cat | wc -l", &[], false),
            ("rg -l foo | xargs -I {} sed -i s/foo/bar/ {}", &[], true),
            ("xargs rm < list.txt", &[], true),
            ("ls > /dev/null", &[], false),
            ("dd if=/dev/zero of=disk.img bs=1M count=1", &["disk.img"], false),
            // Found by an attacker's review: each of these writes src/lib.rs.
            ("(sed -i s/a/b/ src/lib.rs)", &["src/lib.rs"], false),
            ("{ sed -i s/a/b/ src/lib.rs; }", &["src/lib.rs"], false),
            ("if true; then sed -i s/a/b/ src/lib.rs; fi", &["src/lib.rs"], false),
            ("for f in src/*.rs; do sed -i s/a/b/ $f; done", &["$f"], false),
            ("! sed -i s/a/b/ src/lib.rs", &["src/lib.rs"], false),
            ("timeout 60 sed -i s/a/b/ src/lib.rs", &["src/lib.rs"], false),
            ("time -p sed -i s/a/b/ src/lib.rs", &["src/lib.rs"], false),
            ("eval \"sed -i s/a/b/ src/lib.rs\"", &[], true),
            // What the reader cannot follow is unsure, whatever it then makes of the rest.
            ("((n = x<<3))\nsed -i s/a/b/ src/lib.rs", &[], true),
            ("echo $'\\'' ; sed -i s/a/b/ src/lib.rs # '", &[], true),
            ("echo \"$(sed -i s/a/b/ src/lib.rs)\"", &[], true),
            ("true `sed -i s/a/b/ src/lib.rs`", &[], true),
            ("echo x >&src/lib.rs", &["src/lib.rs"], false),
            ("cargo build 2>&1 >&- | tee -a log", &["log"], false),
            ("python3 -Ic \"open('src/lib.rs','w')\"", &[], true),
            ("perl -we 'unlink q(src/lib.rs)'", &[], true),
            ("node --eval=\"require('fs').rmSync('src')\"", &[], true),
            ("python3 tools/rewrite.py", &[], true),
            ("python3 - <<EOF\nopen('x','w')\nEOF", &[], true),
            ("awk -i inplace '{print}' src/lib.rs", &[], true),
            ("curl -o src/lib.rs https://example.com/lib.rs", &["src/lib.rs"], false),
            ("curl -s https://example.com/status", &[], false),
            ("wget https://example.com/x.tar.gz", &[], true),
            ("tar xzf vendor.tgz", &[], true),
            ("sponge src/lib.rs", &["src/lib.rs"], false),
            ("npx prettier --write src", &[], true),
            ("git clean -fdx", &[], false),
        ];
        for (line, want, unsure) in cases {
            assert_eq!(paths(line), (want.iter().map(|s| s.to_string()).collect(), *unsure), "{line}");
        }
    }
}
