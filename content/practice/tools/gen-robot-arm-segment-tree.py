def case(lengths, qs):
    return f"{len(lengths)} {len(qs)}\n" + " ".join(map(str, lengths)) + "\n" + "".join(f"{j} {a}\n" for j, a in qs)


def rq(rng, n, q):
    return [(rng.randrange(n), rng.randrange(360)) for _ in range(q)]


def generate(rng):
    tests = [
        case([10, 5], [(1, 90), (0, 90), (1, 0)]),
        case([7], [(0, 0), (0, 180), (0, 270)]),
        case([1, 1, 1, 1], [(1, 90), (2, 90), (3, 90)]),            # folds into a closed square
        case([3, 4, 5], [(0, 359), (2, 1), (1, 180), (1, 180)]),
        case([100] * 10, [(i, 36) for i in range(10)]),               # regular decagon
        case([rng.randint(1, 100) for _ in range(50)], rq(rng, 50, 100)),
        case([rng.randint(1, 100) for _ in range(1000)], rq(rng, 1000, 1000)),
        case([1] * 5000, [(i, 1) for i in range(0, 5000, 7)]),        # a slowly curling snake arm
    ]
    n = 100000
    tests.append(case([rng.randint(1, 9) for _ in range(n)], rq(rng, n, 10000)))
    tests.append(case([rng.randint(1, 100) for _ in range(n // 2)], [(rng.choice([0, n // 2 - 1, n // 4]), rng.randrange(360)) for _ in range(10000)]))
    return tests
