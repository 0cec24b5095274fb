//! Secrets out of everything agent-trace keeps, prints or sends to a judge:
//! private key blocks, `Authorization` headers and bearer tokens, the token formats of the common
//! services, credentials in URLs, and `NAME=value`, `"name": value` and `--name value` where the
//! name says it is a secret. What is masked becomes `[redacted]`; the name around it stays, so a
//! reader still sees what was there.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

const MASK: &str = "[redacted]";

/// What is masked, in order; `$k` keeps the part before the secret.
static RULES: LazyLock<Vec<(Regex, &'static str)>> = LazyLock::new(|| {
    let secret_name = r"[A-Za-z0-9_.-]*(?i:secret|token|passw(?:or)?d|passwd|pwd|_pass\b|pass_|api[_-]?key|apikey|access[_-]?key|account[_-]?key|private[_-]?key|client[_-]?secret|credentials?|session[_-]?id)[A-Za-z0-9_.-]*";
    [
        // A private key block, or the start of one that was cut off.
        (r"-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?s:.*?)(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\z)", "[redacted private key]"),
        (r#"(?i)(\b(?:proxy-)?authorization["']?\s*[:=]\s*["']?(?:(?:bearer|basic|token|digest)\s+)?)[^\s,;'"]+"#, "$k"),
        (r"(?i)(\bbearer\s+)[A-Za-z0-9._~+/=-]{8,}", "$k"),
        (r#"(?i)(\b(?:set-)?cookie\s*:\s*)[^\n"']+"#, "$k"),
        // curl -u user:password, --user user:password; mysql -pPASSWORD; sshpass -p, docker login -p
        (r#"((?:^|\s)(?:-u|--user)\s+[^\s:"']+:)[^\s"']+"#, "$k"),
        (r"(\bmysql(?:dump|admin)?\b[^|;&\n]*?\s-p)[^\s]+", "$k"),
        (r#"(\b(?:sshpass|login|docker\s+login)\b[^|;&\n]*?\s-p\s+)[^\s"']+"#, "$k"),
        // ?access_token=…, &api_key=… in URLs
        (r"(?i)([?&](?:access_token|token|api_key|apikey|key|secret|password|sig|signature)=)[^&\s#]+", "$k"),
        (r"(?i)(\bAccountKey=)[^;\s]+", "$k"),
        (r"(\b[a-zA-Z][a-zA-Z0-9+.-]*://[^/\s:@]+:)[^@\s/]+@", "$k[redacted]@"),
        (r"https://hooks\.slack\.com/services/[A-Za-z0-9/_-]+", ""),
        (
            r"\b(?:SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}|ya29\.[A-Za-z0-9_-]{20,}|gh[pousr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{20,}|sk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}|(?:AKIA|ASIA)[0-9A-Z]{16}|xox[abprs]-[A-Za-z0-9-]{8,}|AIza[0-9A-Za-z_-]{30,}|glpat-[A-Za-z0-9_-]{16,}|npm_[A-Za-z0-9]{30,}|hf_[A-Za-z0-9]{30,}|(?:sk|rk)_live_[A-Za-z0-9]{16,}|eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,})",
            "",
        ),
        // NAME=value (shell, .env), NAME: value and "name": "value" (YAML, JSON).
        (&format!(r#"((?:^|[\s;&|({{,'"])["']?{secret_name}["']?\s*[=:]\s*)(?:"(?:[^"\\]|\\.){{4,}}"?|'[^']{{4,}}'?|[^\s"',;&|)}}\[]{{4,}})"#), "$k"),
        // --password value, --token=value
        (&format!(r#"((?:^|\s)--?{secret_name}(?:=|\s+))(?:"[^"]+"|'[^']+'|[^\s"'\[-][^\s"']*)"#), "$k"),
    ]
    .into_iter()
    .map(|(pattern, keep)| (Regex::new(pattern).expect("a valid built-in pattern"), keep))
    .collect()
});

/// Compiles the rules now (they are compiled on first use otherwise).
pub fn prepare() {
    LazyLock::force(&RULES);
}

/// Whether `text` holds a secret by its own format (a private key block, a service's token, a
/// password in a URL), not by the name of a field or an option, which says only that a secret
/// may be there (`--max-tokens 2048`).
pub fn holds_token(text: &str) -> bool {
    RULES.iter().filter(|(_, keep)| *keep != "$k").any(|(rule, _)| rule.is_match(text))
}

/// `text` with every secret the rules know masked.
pub fn redact(text: &str) -> Cow<'_, str> {
    let mut out = Cow::Borrowed(text);
    for (rule, keep) in RULES.iter() {
        if !rule.is_match(&out) {
            continue;
        }
        let replaced = rule
            .replace_all(&out, |c: &regex::Captures| {
                let kept = c.get(1).map_or("", |m| m.as_str());
                match *keep {
                    "$k" => format!("{kept}{MASK}"),
                    "$k[redacted]@" => format!("{kept}{MASK}@"),
                    "" => MASK.to_string(),
                    fixed => fixed.to_string(),
                }
            })
            .into_owned();
        out = Cow::Owned(replaced);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn the_secrets_of_the_issue_and_their_kin_are_masked() {
        let cases = [
            (
                "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY aws s3 ls",
                "AWS_SECRET_ACCESS_KEY=[redacted] aws s3 ls",
            ),
            ("GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789 gh pr list", "GITHUB_TOKEN=[redacted] gh pr list"),
            ("mysql --password=hunter2 -u root", "mysql --password=[redacted] -u root"),
            ("deploy --token abc123def456", "deploy --token [redacted]"),
            (
                "curl -H 'Authorization: Bearer eyJhbGciOiJIUzI1.eyJzdWIiOiIx.SflKxwRJSMeKKF2QT4' x",
                "curl -H 'Authorization: Bearer [redacted]' x",
            ),
            ("git clone https://ada:s3cret@github.com/x/y", "git clone https://ada:[redacted]@github.com/x/y"),
            (r#"{"api_key": "abcd1234efgh"}"#, r#"{"api_key": [redacted]}"#),
            ("key AKIAIOSFODNN7EXAMPLE in log", "key [redacted] in log"),
            ("export OPENAI_API_KEY=sk-proj-abcdefghijklmnop1234", "export OPENAI_API_KEY=[redacted]"),
            ("curl -u admin:Hunter2Secret https://x", "curl -u admin:[redacted] https://x"),
            ("curl --user admin:Hunter2Secret https://x", "curl --user admin:[redacted] https://x"),
            ("GET /v1?access_token=abcdef123456&x=1", "GET /v1?access_token=[redacted]&x=1"),
            ("mysql -u root -pHunter2Secret db", "mysql -u root -p[redacted] db"),
            ("sshpass -p Hunter2Secret ssh host", "sshpass -p [redacted] ssh host"),
            ("DB_PASS=Hunter2Secret ./run", "DB_PASS=[redacted] ./run"),
            ("Cookie: session=abcdef123456; other=1", "Cookie: [redacted]"),
            (
                "DefaultEndpointsProtocol=https;AccountKey=abc123+/def==;EndpointSuffix=x",
                "DefaultEndpointsProtocol=https;AccountKey=[redacted];EndpointSuffix=x",
            ),
            (r#"{"password": "p\"Hunter2Secret"}"#, r#"{"password": [redacted]}"#),
            ("DB_PASSWORD=\"correct horse battery stapl", "DB_PASSWORD=[redacted]"),
        ];
        for (input, expected) in cases {
            assert_eq!(redact(input), expected, "{input}");
        }
        let pem = "x -----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY----- y";
        assert_eq!(redact(pem), "x [redacted private key] y");
        assert_eq!(redact("cut -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk"), "cut [redacted private key]");
    }

    #[test]
    fn ordinary_commands_are_left_alone() {
        for plain in ["cargo test --package p42", "git push origin main", "tokens: 42 used", "ls -la /tmp"] {
            assert_eq!(redact(plain), plain);
        }
    }
}
