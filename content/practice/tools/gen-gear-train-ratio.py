def line(w, pairs):
    return f"{w} {len(pairs)} " + " ".join(f"{a} {b}" for a, b in pairs)


def case(lines):
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def rnd_pairs(rng, n, lo=8, hi=200):
    return [(rng.randint(lo, hi), rng.randint(lo, hi)) for _ in range(n)]


def generate(rng):
    tests = [
        case([line(1200, [(12, 36), (10, 40)]), line(1000, [(15, 45)])]),
        case([line(1, [(8, 8)])]),
        case([line(10000, [(200, 8)] * 6)]),                 # largest speed-up
        case([line(1, [(8, 200)] * 6)]),                     # largest reduction
        case([line(7, [(13, 17), (19, 23), (29, 31)])]),     # coprime everything
        case([line(3000, [(20, 60), (60, 20)])]),            # ratio 1 overall
        case([line(rng.randint(1, 10000), rnd_pairs(rng, rng.randint(1, 6))) for _ in range(100)]),
        case([line(rng.randint(1, 10000), rnd_pairs(rng, 6, 100, 200)) for _ in range(500)]),
        case([line(rng.choice([1000, 1500, 3000, 6000]), rnd_pairs(rng, rng.randint(1, 3), 8, 64)) for _ in range(1000)]),
    ]
    tests.append(case([line(rng.randint(1, 10000), rnd_pairs(rng, rng.randint(1, 6))) for _ in range(10000)]))
    tests.append(case([line(rng.randint(9000, 10000), rnd_pairs(rng, 6, 150, 200)) for _ in range(10000)]))
    return tests
