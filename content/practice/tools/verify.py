#!/usr/bin/env python3
"""Verify every practice problem.

For each problem in ../problems it
  * checks problem.json (required fields, difficulty, templates with the placeholder line),
  * compiles solution.c (gcc -O2 -std=c11 -lm), solution.cpp (g++ -O2 -std=c++17)
    and byte-compiles solution.py,
  * compiles the three templates the same way (they must build and run),
  * runs the three reference solutions (Python with /usr/bin/python3) on every
    example from problem.json and every tests/NN.in, compares with the expected
    output (trailing whitespace ignored; numeric tokens compared with the
    problem's floatTolerance, absolute or relative, when it is set),
  * prints a summary table with the maximum CPU time (user + system) per language; the time
    limit check uses CPU time so that a busy machine does not cause false failures (the wall
    time of the slowest run is reported as well).

usage: python3 tools/verify.py [slug ...]
exit status 0 only if everything passes.
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

TOOLS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TOOLS)
PROBLEMS = os.path.join(ROOT, "problems")
BUILD = os.environ.get("PRACTICE_BUILD_DIR", "/tmp/practice-build")
PYTHON = "/usr/bin/python3"
LANGS = ("c", "cpp", "python")
PLACEHOLDER = {"c": "// Write your solution here", "cpp": "// Write your solution here",
               "python": "# Write your solution here"}
REQUIRED = ["slug", "title", "difficulty", "tags", "timeLimitMs", "memoryLimitMb", "description",
            "inputFormat", "outputFormat", "constraints", "examples", "hints", "templates"]


def compile_src(lang, src, exe):
    if lang == "c":
        cmd = ["gcc", "-O2", "-std=c11", "-o", exe, src, "-lm"]
    elif lang == "cpp":
        cmd = ["g++", "-O2", "-std=c++17", "-o", exe, src]
    else:
        cmd = [PYTHON, "-m", "py_compile", src]
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return r.returncode == 0, r.stdout


def run_cmd(lang, exe_or_src):
    return [PYTHON, exe_or_src] if lang == "python" else [exe_or_src]


def tokens_equal(a, b, tol):
    if a == b:
        return True
    if tol is None:
        return False
    try:
        x, y = float(a), float(b)
    except ValueError:
        return False
    if x != x or y != y:
        return False
    diff = abs(x - y)
    return diff <= tol or diff <= tol * abs(y)


def outputs_equal(got, want, tol):
    g = [l.rstrip() for l in got.rstrip().split("\n")]
    w = [l.rstrip() for l in want.rstrip().split("\n")]
    if len(g) != len(w):
        return False, f"line count {len(g)} != {len(w)}"
    for i, (lg, lw) in enumerate(zip(g, w), 1):
        if lg == lw:
            continue
        tg, tw = lg.split(), lw.split()
        if len(tg) != len(tw) or not all(tokens_equal(x, y, tol) for x, y in zip(tg, tw)):
            return False, f"line {i}: got {lg[:60]!r} want {lw[:60]!r}"
    return True, ""


def check_meta(meta, slug):
    errs = []
    for k in REQUIRED:
        if k not in meta:
            errs.append(f"missing {k}")
    if meta.get("slug") != slug:
        errs.append("slug mismatch")
    if meta.get("difficulty") not in ("easy", "medium", "hard"):
        errs.append("bad difficulty")
    tags = meta.get("tags", [])
    if not (3 <= len(tags) <= 5) or any(t != t.lower() for t in tags):
        errs.append("tags must be 3-5 lowercase")
    if meta.get("timeLimitMs") not in (1000, 2000):
        errs.append("timeLimitMs must be 1000 or 2000")
    if not (1 <= len(meta.get("examples", [])) <= 3):
        errs.append("1-3 examples")
    if not (2 <= len(meta.get("hints", [])) <= 3):
        errs.append("2-3 hints")
    for lang in LANGS:
        t = meta.get("templates", {}).get(lang, "")
        lines = [l.strip() for l in t.split("\n")]
        if lines.count(PLACEHOLDER[lang]) != 1:
            errs.append(f"template {lang}: placeholder line must appear exactly once")
    return errs


def verify_problem(slug):
    pdir = os.path.join(PROBLEMS, slug)
    with open(os.path.join(pdir, "problem.json")) as fh:
        meta = json.load(fh)
    res = {"slug": slug, "difficulty": meta.get("difficulty", "?"), "errors": check_meta(meta, slug),
           "passed": 0, "total": 0, "time": {l: 0.0 for l in LANGS}, "wall": {l: 0.0 for l in LANGS}, "limit": meta.get("timeLimitMs", 0)}
    tol = meta.get("floatTolerance")
    bdir = os.path.join(BUILD, slug)
    os.makedirs(bdir, exist_ok=True)
    # templates must compile and run on the first example without crashing
    for lang in LANGS:
        ext = {"c": "c", "cpp": "cpp", "python": "py"}[lang]
        src = os.path.join(bdir, f"template.{ext}")
        with open(src, "w") as fh:
            fh.write(meta["templates"][lang])
        exe = os.path.join(bdir, f"template_{lang}")
        ok, log = compile_src(lang, src, exe)
        if not ok:
            res["errors"].append(f"template {lang} does not compile: {log[:300]}")
            continue
        target = src if lang == "python" else exe
        r = subprocess.run(run_cmd(lang, target), input=meta["examples"][0]["input"].encode(),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=10)
        if r.returncode != 0:
            res["errors"].append(f"template {lang} crashes on example 1: {r.stderr.decode()[:200]}")
    # reference solutions
    cases = [(f"example{i}", ex["input"], ex["output"]) for i, ex in enumerate(meta["examples"], 1)]
    tdir = os.path.join(pdir, "tests")
    names = sorted(f[:-3] for f in os.listdir(tdir) if f.endswith(".in")) if os.path.isdir(tdir) else []
    if len(names) < 10:
        res["errors"].append(f"only {len(names)} hidden tests")
    for n in names:
        with open(os.path.join(tdir, n + ".in")) as fi, open(os.path.join(tdir, n + ".out")) as fo:
            cases.append((n, fi.read(), fo.read()))
    for lang in LANGS:
        ext = {"c": "c", "cpp": "cpp", "python": "py"}[lang]
        src = os.path.join(pdir, f"solution.{ext}")
        exe = os.path.join(bdir, f"solution_{lang}")
        ok, log = compile_src(lang, src, exe)
        if not ok:
            res["errors"].append(f"solution.{ext} does not compile: {log[:300]}")
            res["total"] += len(cases)
            continue
        target = src if lang == "python" else exe
        for name, inp, want in cases:
            res["total"] += 1
            t0 = time.perf_counter()
            ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
            try:
                r = subprocess.run(run_cmd(lang, target), input=inp.encode(), stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, timeout=max(10, 5 * res["limit"] / 1000))
            except subprocess.TimeoutExpired:
                res["errors"].append(f"{lang} {name}: timeout")
                continue
            wall = time.perf_counter() - t0
            ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            dt = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
            res["time"][lang] = max(res["time"][lang], dt)
            res["wall"][lang] = max(res["wall"][lang], wall)
            if r.returncode != 0:
                res["errors"].append(f"{lang} {name}: exit {r.returncode} {r.stderr.decode()[:200]}")
                continue
            same, why = outputs_equal(r.stdout.decode(), want, tol)
            if same:
                res["passed"] += 1
            else:
                res["errors"].append(f"{lang} {name}: wrong answer ({why})")
    for lang in LANGS:
        if res["time"][lang] * 1000 > res["limit"]:
            res["errors"].append(f"{lang} max time {res['time'][lang]:.2f}s exceeds the time limit")
    return res


def main():
    slugs = sys.argv[1:] or sorted(d for d in os.listdir(PROBLEMS)
                                   if os.path.isfile(os.path.join(PROBLEMS, d, "problem.json")))
    results = []
    hdr = f"{'problem':34} {'diff':6} {'pass':>9}  {'C':>6} {'C++':>6} {'Py':>6} {'limit':>6} {'Py wall':>8}  status"
    print("times: maximum CPU seconds over all tests and examples")
    print(hdr)
    print("-" * len(hdr))
    for slug in slugs:
        r = verify_problem(slug)
        results.append(r)
        t = r["time"]
        status = "OK" if not r["errors"] else "FAIL"
        if not r["errors"] and t["python"] * 1000 > r["limit"] / 2:
            status = "OK (py>50% TL)"
        print(f"{slug:34} {r['difficulty']:6} {r['passed']:>4}/{r['total']:<4}  {t['c']:6.2f} {t['cpp']:6.2f} "
              f"{t['python']:6.2f} {r['limit'] / 1000:6.1f} {r['wall']['python']:8.2f}  {status}", flush=True)
        for e in r["errors"][:8]:
            print(f"    ! {e}")
    print("-" * len(hdr))
    ok = sum(1 for r in results if not r["errors"])
    passed = sum(r["passed"] for r in results)
    total = sum(r["total"] for r in results)
    by = {}
    for r in results:
        by[r["difficulty"]] = by.get(r["difficulty"], 0) + 1
    print(f"problems OK: {ok}/{len(results)}   runs passed: {passed}/{total}   by difficulty: {by}")
    slow = sorted(results, key=lambda r: -r["time"]["python"])[:5]
    print("slowest Python: " + ", ".join(f"{r['slug']} {r['time']['python']:.2f}s/{r['limit'] / 1000:.0f}s" for r in slow))
    sys.exit(0 if ok == len(results) else 1)


if __name__ == "__main__":
    main()
