#!/usr/bin/env python3
"""long-functions: the C functions over a length limit that do not say why.

Usage: scripts/long-functions.py [--limit N] [--all] PATH...

A function's length is counted from the line of its opening "{" at
column 0 to the line of its closing "}" at column 0, both included (the
kernel's layout: a function body's braces alone on their lines).  A
function may run past the limit (80 by default) only when the comment
directly above its first line states why: a line of it starts with
"Long because:" and the reason follows, at least three words of it (on
that line and the comment's next ones), as for a state machine or a
table-like switch that is clearest whole:

    /*
     * One case a reason code.
     * Long because: one table of cases, which reads best whole.
     */
    static const char *reason_text(int code)

"Long because:" with no reason after it, or "long:", is no reason.
Prints one line for each function over the limit without one,
"FILE:LINE: NAME: N lines" (LINE: its "{"), or with --all for every
function over the limit, with a reason or not ("... (reason stated)").
PATHs are .c files or folders searched for them.  Exit status: 0 when
no function is over without a reason, 1 when one is, 2 on bad usage.
"""
import os
import re
import sys

MARKER = "Long because:"
REASON_WORDS = 3


def c_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for d, dirs, files in os.walk(p):
                dirs.sort()
                for f in sorted(files):
                    if f.endswith(".c"):
                        yield os.path.join(d, f)
        else:
            yield p


def is_comment(line):
    s = line.strip()
    return s.startswith(("/*", "*", "//")) or s.endswith("*/")


def signature_start(lines, brace):
    """The first line of the declaration whose body opens at brace."""
    i = brace - 1
    # parameters continued on indented lines
    while i > 0 and lines[i][:1] in (" ", "\t"):
        i -= 1
    # a return type on a line of its own ("static int\nname(void)")
    while (i > 0 and lines[i - 1].strip() and lines[i - 1][:1] not in
           (" ", "\t", "#", "}", "{") and not is_comment(lines[i - 1])
           and not lines[i - 1].rstrip().endswith((";", "*/"))):
        i -= 1
    return i


def comment_text(line):
    """a comment line without its comment marks"""
    s = line.strip()
    if s.endswith("*/"):
        s = s[:-2].rstrip()
    for lead in ("/*", "//", "*"):
        if s.startswith(lead):
            s = s[len(lead):]
            break
    return s.strip()


def has_marker(lines, start):
    """Does the comment directly above line start state why?"""
    i = start
    while i > 0 and lines[i - 1].strip() and is_comment(lines[i - 1]):
        i -= 1
    comment = [comment_text(l) for l in lines[i:start]]
    for k, text in enumerate(comment):
        if text.startswith(MARKER):
            reason = " ".join([text[len(MARKER):]] + comment[k + 1:])
            return len(re.findall(r"[A-Za-z]+", reason)) >= REASON_WORDS
    return False


def functions(path):
    """(name, line of "{", length, marked) of each function of path."""
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    brace = None
    for i, line in enumerate(lines):
        if line.startswith("{"):
            brace = i
        elif line.startswith("}") and brace is not None:
            start = signature_start(lines, brace)
            m = re.search(r"([A-Za-z_]\w*)\s*\(", " ".join(lines[start:brace]))
            yield (m.group(1) if m else "?", brace + 1, i - brace + 1,
                   has_marker(lines, start))
            brace = None


def main(argv):
    limit, show_all, paths = 80, False, []
    args = iter(argv)
    for a in args:
        if a == "--limit":
            try:
                limit = int(next(args))
            except (StopIteration, ValueError):
                print("long-functions: --limit takes a number", file=sys.stderr)
                return 2
        elif a == "--all":
            show_all = True
        elif a.startswith("-"):
            print(__doc__.split("\n\n")[1], file=sys.stderr)
            return 2
        else:
            paths.append(a)
    if not paths:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    bad = 0
    for path in c_files(paths):
        for name, line, n, marked in functions(path):
            if n <= limit or (marked and not show_all):
                continue
            print("%s:%d: %s: %d lines%s" % (path, line, name, n,
                                             " (reason stated)" if marked else ""))
            bad += not marked
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
