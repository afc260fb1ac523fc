#!/usr/bin/env python3
"""Text by key, checked on the sources (CTest "frontend_text"):
1. every literal key passed to T(...) in the drawing code, tr/format(...) in catan-cli and
   every key the screens build from the registry exists in the English catalogue
   (engine/text/en.cpp, en_ui.cpp), and every key there is unique;
2. no user-facing English literal remains in the drawing code (imgui_frontend/app.cpp,
   common/, screens/): a string literal with a capital letter or two words is allowed only
   as a catalogue key argument, a probe id (ProbedButtonAs's second argument, ProbeLastItem,
   probe().add, Pid) or an ImGui id ("##..."); a literal drawn directly (ImGui::Text, Button, ...)
   must not contain words at all. The UI-free controller (control/) is held to the same rule:
   its status lines and the host's refusals to guests come from the catalogue too.
3. the engine's rule refusals return catalogue keys, not English, and every refusal or event
   key written in engine/ is in the catalogue (shared table or a part).
Usage: check_text.py <source root>. Prints each finding with file:line and exits 1 if any."""
import os, re, sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', '..')
STR = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
DRAW = {'Text', 'TextUnformatted', 'TextDisabled', 'TextWrapped', 'TextColored', 'BulletText', 'Checkbox',
        'RadioButton', 'Selectable', 'BeginCombo', 'SliderInt', 'InputText', 'BeginPopupModal', 'TableSetupColumn',
        'SetTooltip', 'ColouredWrapped', 'Say', 'CollapsingHeader', 'TreeNode', 'SeparatorText', 'MenuItem', 'Combo',
        'InputInt', 'LabelText', 'Button', 'ProbedButton', 'snprintf', 'AddText'}
# ProbeLastItem / probe().add take probe ids; CountsPicker's first argument is a probe-id prefix.
PROBE = {'ProbeLastItem', 'add', 'CountsPicker', 'Pid'}
KEYFN = {'T', 'tr', 'format', 'tr_or'}
NAMESPACES = {'ui', 'resource', 'resource_word', 'card', 'colour', 'terrain', 'game', 'option', 'link', 'cli', 'error', 'event', 'refuse', 'two_player'}
KEY = re.compile(r'[a-z0-9_-]+(\.[a-z0-9_-]+)+')


def strip_comments(s):
    out, i, n = [], 0, len(s)
    while i < n:
        if s.startswith('//', i):
            j = s.find('\n', i)
            i = n if j < 0 else j
        elif s.startswith('/*', i):
            j = s.find('*/', i + 2)
            out.append(' ' * 0 + '\n' * s.count('\n', i, j))
            i = n if j < 0 else j + 2
        elif s[i] == '"':
            m = STR.match(s, i)
            if not m:
                out.append(s[i]); i += 1; continue
            out.append(m.group(0)); i = m.end()
        elif s[i] == "'" and i + 2 < n:
            j = s.find("'", i + 1 + (s[i + 1] == '\\'))
            out.append(s[i:j + 1]); i = j + 1
        else:
            out.append(s[i]); i += 1
    return ''.join(out)


def calls_around(s, pos):
    """Enclosing calls of position pos, innermost first: (name, argument index)."""
    out, depth, arg, i = [], 0, 0, pos - 1
    while i >= 0:
        c = s[i]
        if c == '"':  # skip a literal backwards
            j = i - 1
            while j >= 0 and not (s[j] == '"' and s[j - 1] != '\\'):
                j -= 1
            i = j - 1
            continue
        if c in ')]}':
            depth += 1
        elif c in '([{':
            if depth == 0:
                if c == '(':
                    m = re.search(r'([A-Za-z_][A-Za-z0-9_]*)\s*$', s[:i])
                    out.append((m.group(1) if m else '', arg))
                else:
                    out.append((c, arg))
                arg = 0
            else:
                depth -= 1
        elif c == ',' and depth == 0:
            arg += 1
        elif c == ';' and depth == 0:
            break
        i -= 1
    return out


def catalogue_keys():
    """English keys: the shared table (engine/text/en.cpp, en_ui.cpp) and every part's (engine/**/text_en.cpp)."""
    files = [os.path.join(root, 'engine/text/en.cpp'), os.path.join(root, 'engine/text/en_ui.cpp')]
    for base, _, names in os.walk(os.path.join(root, 'engine')):
        files += [os.path.join(base, f) for f in names if f == 'text_en.cpp']
    keys = []
    for f in files:
        keys += re.findall(r'^\s*\{"([^"]+)",', open(f, encoding='utf-8').read(), re.M)
    dup = {k for k in keys if keys.count(k) > 1}
    return set(keys), dup


def scan(rel, text, keys):
    """Findings and the number of keys used in one file's text (rel: its path from the root)."""
    problems, used = [], 0
    src = strip_comments(text)
    for m in STR.finditer(src):
        lit, line = m.group(1), src.count('\n', 0, m.start()) + 1
        if src[max(0, m.start() - 10):m.start()].rstrip().endswith('#include'):
            continue
        calls = calls_around(src, m.start())
        name, arg = calls[0] if calls else ('', 0)
        if name in KEYFN:
            # a key: literal, or the literal start of a key built at run time ("option." + key)
            if name in ('T', 'tr', 'format') and KEY.fullmatch(lit):
                used += 1
                if lit not in keys:
                    problems.append(f'{rel}:{line}: key "{lit}" is not in the catalogue')
                continue
            # else: a condition inside T(...) or a fallback text, checked like any literal below
        if KEY.fullmatch(lit) and lit.split('.')[0] in NAMESPACES:
            used += 1  # a key kept in a table (kResourceKeys, kPaceKeys, ...)
            if lit not in keys:
                problems.append(f'{rel}:{line}: key "{lit}" is not in the catalogue')
            continue
        if rel.endswith('catan_cli.cpp'):
            continue  # catan-cli: only its keys are checked (its JSON output is protocol)
        if lit.startswith('##'):
            continue
        if name == 'snprintf' and re.match(r'\s*id\s*,', src[src.rfind('snprintf', 0, m.start()) + 9:]):
            continue  # std::snprintf(id, ...): a probe id
        if any(n in PROBE for n, _ in calls) or any(n == 'ProbedButtonAs' and a >= 1 for n, a in calls):
            continue
        words = re.sub(r'%[-+ #0-9.*]*[a-zA-Z]', '', lit.split('##')[0])
        direct = name.split('::')[-1] in DRAW
        if re.search(r'[A-Z]', words) or re.search(r'[A-Za-z]\s+[A-Za-z]', words) or \
           (direct and re.search(r'[A-Za-z]{2,}', words)):
            problems.append(f'{rel}:{line}: user-facing literal "{lit}" (use a catalogue key)')
    return problems, used


# The engine's own texts (docs/architecture.md "Text by key"): a rule's refusal returns a static
# code and a catalogue key, `return {"code", "key"}` (or a choice of keys), never English; every
# refusal or event key written in the engine (refuse.*, event.*, <module>.refuse.*, <module>.event.*)
# is in the catalogue. A parser's refusal names a key too (`refuse(err, "code", "error.x", {args})`,
# a parser's `bad(err, "error.x")` / `fail(err, "error.x")`, `Error{"code", "error.x"}`, `e = {"code", "key"}`),
# and every error.* key (<module>.error.*) written in the engine is in the catalogue.
REFUSAL = re.compile(r'return\s*\{\s*"[a-z_]+",\s*([^;{}]*?)\}', re.S)
PARSER = re.compile(r'(?:\brefuse\(\s*\w+\s*,\s*[^,()]+,|\b(?:bad|fail)\(\s*\w+\s*,|\bError\{\s*"[a-z_]+"\s*,|'
                    r'(?<![\w.])(?:err|e|error)\s*=\s*\{\s*"[a-z_]+"\s*,)\s*"((?:[^"\\]|\\.)*)"')
ENGINE_KEY = re.compile(r'([a-z0-9_]+\.)?(refuse|event|error)\.[a-z0-9_.]+')


def scan_engine(rel, text, keys):
    """Findings in one engine source: refusals holding English, engine text keys not in the catalogue."""
    problems, used = [], 0
    src = strip_comments(text)
    for m in REFUSAL.finditer(src):
        line = src.count('\n', 0, m.start()) + 1
        for lit in STR.findall(m.group(1)):
            if not KEY.fullmatch(lit):
                problems.append(f'{rel}:{line}: refusal text "{lit}" (a rule returns a catalogue key)')
    for m in PARSER.finditer(src):
        if not KEY.fullmatch(m.group(1)):
            line = src.count('\n', 0, m.start()) + 1
            problems.append(f'{rel}:{line}: error text "{m.group(1)}" (a refusal names a catalogue key)')
    for m in STR.finditer(src):
        lit = m.group(1)
        if ENGINE_KEY.fullmatch(lit):
            used += 1
            if lit not in keys:
                problems.append(f'{rel}:{src.count(chr(10), 0, m.start()) + 1}: key "{lit}" is not in the catalogue')
    return problems, used


def main():
    keys, dup = catalogue_keys()
    problems = [f'engine/text: key "{k}" appears twice' for k in sorted(dup)]
    drawing = [os.path.join('imgui_frontend', 'app.cpp')]
    for d in ('imgui_frontend/common', 'imgui_frontend/screens', 'imgui_frontend/control'):
        for base, _, files in os.walk(os.path.join(root, d)):
            drawing += [os.path.relpath(os.path.join(base, f), root) for f in files if f.endswith(('.cpp', '.hpp'))]
    used = 0
    for rel in sorted(drawing) + ['engine/tools/catan_cli.cpp']:
        path = os.path.join(root, rel)
        if not os.path.exists(path):
            continue
        found, n = scan(rel, open(path, encoding='utf-8').read(), keys)
        problems += found
        used += n
    engine_files, engine_used = 0, 0
    for base, _, files in os.walk(os.path.join(root, 'engine')):
        for f in files:
            rel = os.path.relpath(os.path.join(base, f), root)
            if not f.endswith(('.cpp', '.hpp')) or rel.startswith(os.path.join('engine', 'text')) or f == 'text_en.cpp':
                continue
            found, n = scan_engine(rel, open(os.path.join(base, f), encoding='utf-8').read(), keys)
            problems += found
            engine_files += 1
            engine_used += n
    # The peer shell's refusals name catalogue keys too ('error.peer.*', docs/peer-protocol.md).
    shell_keys = 0
    shell = os.path.join(root, 'shell')
    for f in sorted(os.listdir(shell)) if os.path.isdir(shell) else []:
        if not f.endswith('.js'):
            continue
        text = open(os.path.join(shell, f), encoding='utf-8').read()
        for m in re.finditer(r"'(error\.[a-z0-9_.]+)'", text):
            shell_keys += 1
            if m.group(1) not in keys:
                problems.append(f'shell/{f}:{text.count(chr(10), 0, m.start()) + 1}: key "{m.group(1)}" is not in the catalogue')
    for p in problems:
        print(p)
    print(f'check_text: {len(drawing)} drawing files, {used} literal keys used, {len(keys)} catalogue keys, '
          f'{engine_files} engine files with {engine_used} refusal/event/error keys, {shell_keys} shell keys, '
          f'{len(problems)} problems')
    return 1 if problems else 0


def self_test():
    """The rules find what they must (and only that) on small made-up sources."""
    keys = {'ui.hex.roll_dice', 'error.save.format', 'error.text'}
    cases = [
        ('ImGui::Text("Hello there");', 1), ('ImGui::TextDisabled("Bank");', 1), ('ImGui::TextDisabled("bank");', 1),
        ('ProbedButton("Roll dice");', 1), ('s.Say("That is not possible");', 1), ('const char* t = "Whom do you rob?";', 1),
        ('ProbedButtonAs(T("ui.hex.roll_dice"), "Roll dice");', 0), ('ProbedButtonAs(T("ui.hex.no_such"), "x");', 1),
        ('ProbeLastItem("button", "Show my hand");', 0), ('id = Pid("Rob ") + name;', 0), ('ImGui::Begin("##panel");', 0),
        ('if (ph == "move_robber") x = 1;', 0), ('ImGui::Text("%d", n);', 0), ('// ImGui::Text("Hello there");', 0),
        ('std::snprintf(id, sizeof id, "give %s", r);', 0), ('std::snprintf(buf, sizeof buf, "give %s", r);', 1),
        ('const char* k[] = {"ui.hex.roll_dice", "ui.hex.gone"};', 1),
    ]
    engine_cases = [
        ('return {"wrong_phase", "roads are built after the roll"};', 1), ('return {"occupied", "ui.hex.roll_dice"};', 0),
        ('return {"bad_id", n == 54 ? "refuse.gone" : "ui.hex.roll_dice"};', 1), ('key = "event.gone";', 1),
        ('return {};', 0), ('err = {"bad_save", "a save must be a JSON object"};', 1),
        ('return refuse(err, "bad_save", "error.save.format");', 0), ('return refuse(err, e.code, "log entry");', 1),
        ('return bad(err, "error.scenario.gone", {where});', 1), ('return fail(err, "missing " + key);', 1),
        ('return Error{"bad_config", "error.text", {msg}};', 0), ('return Error{"bad_config", "players must be 2"};', 1),
        ('return fail_field(err, "board hexes");', 0),
    ]
    bad = 0
    for code, want in engine_cases:
        got = len(scan_engine('engine/catan/x.cpp', code, keys)[0])
        if got != want:
            print(f'self-test: {code!r}: {got} findings, expected {want}')
            bad += 1
    for code, want in cases:
        got = len(scan('imgui_frontend/screens/x.cpp', code, keys)[0])
        if got != want:
            print(f'self-test: {code!r}: {got} findings, expected {want}')
            bad += 1
    return bad


if __name__ == '__main__':
    if self_test():
        sys.exit(2)
    sys.exit(main())
