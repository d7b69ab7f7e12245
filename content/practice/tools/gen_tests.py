#!/usr/bin/env python3
"""Generate the hidden tests of the practice problems.

Every problem <slug> has a generator file ``tools/gen-<slug>.py`` that defines

    def generate(rng: random.Random) -> list[str]

returning the test inputs in order (small/edge cases first, large ones last).
This driver writes them to ``problems/<slug>/tests/NN.in`` and produces the
matching ``NN.out`` files by running the C++ reference solution
(``verify.py`` then checks that the C and Python solutions agree).

usage:  python3 tools/gen_tests.py [slug ...]      (default: every problem)
"""
import importlib.util
import os
import random
import subprocess
import sys
import zlib

TOOLS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TOOLS)
PROBLEMS = os.path.join(ROOT, "problems")
BUILD = os.environ.get("PRACTICE_BUILD_DIR", "/tmp/practice-build")


def load_generator(slug):
    path = os.path.join(TOOLS, f"gen-{slug}.py")
    spec = importlib.util.spec_from_file_location(f"gen_{slug.replace('-', '_')}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def compile_cpp(slug):
    os.makedirs(os.path.join(BUILD, slug), exist_ok=True)
    exe = os.path.join(BUILD, slug, "gen_ref_cpp")
    src = os.path.join(PROBLEMS, slug, "solution.cpp")
    subprocess.run(["g++", "-O2", "-std=c++17", "-o", exe, src], check=True)
    return exe


def generate(slug):
    mod = load_generator(slug)
    rng = random.Random(zlib.crc32(slug.encode()))
    inputs = mod.generate(rng)
    exe = compile_cpp(slug)
    tdir = os.path.join(PROBLEMS, slug, "tests")
    os.makedirs(tdir, exist_ok=True)
    for f in os.listdir(tdir):
        os.remove(os.path.join(tdir, f))
    total = 0
    for i, text in enumerate(inputs, 1):
        if not text.endswith("\n"):
            text += "\n"
        name = os.path.join(tdir, f"{i:02d}")
        with open(name + ".in", "w") as fh:
            fh.write(text)
        res = subprocess.run([exe], input=text.encode(), stdout=subprocess.PIPE, check=True)
        with open(name + ".out", "wb") as fh:
            fh.write(res.stdout)
        total += len(text) + len(res.stdout)
    print(f"{slug}: {len(inputs)} tests, {total / 1024:.0f} KiB")


def main():
    slugs = sys.argv[1:] or sorted(
        f[4:-3] for f in os.listdir(TOOLS) if f.startswith("gen-") and f.endswith(".py"))
    for slug in slugs:
        generate(slug)


if __name__ == "__main__":
    main()
