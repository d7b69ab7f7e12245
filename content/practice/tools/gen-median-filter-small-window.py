def case(k, a):
    return f"{len(a)} {k}\n" + " ".join(map(str, a)) + "\n"


def spiky(rng, n, base, noise, p):
    return [rng.randint(-10 ** 6, 10 ** 6) if rng.random() < p else base + rng.randint(-noise, noise) for _ in range(n)]


def generate(rng):
    tests = [
        case(3, [5, 100, 6, 7, -50, 8, 9]),
        case(1, [42]),
        case(1, [3, -1, 2]),                       # K = 1: output equals input
        case(9, [9, 8, 7, 6, 5, 4, 3, 2, 1]),        # K = N
        case(5, [7, 7, 7, 7, 7, 7]),
        case(3, [-1000000, 1000000, 0, -1000000, 1000000]),
        case(5, [rng.randint(-10, 10) for _ in range(40)]),
        case(7, spiky(rng, 2000, 300, 5, 0.1)),
        case(9, [rng.randint(-10 ** 6, 10 ** 6) for _ in range(3000)]),
    ]
    tests.append(case(9, spiky(rng, 60000, 500, 20, 0.05)))
    tests.append(case(3, [rng.randint(0, 999) for _ in range(60000)]))
    tests.append(case(7, sorted(rng.randint(-5000, 5000) for _ in range(50000))))
    return tests
