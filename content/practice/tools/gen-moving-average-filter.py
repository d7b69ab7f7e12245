def case(k, a):
    return f"{len(a)} {k}\n" + " ".join(map(str, a)) + "\n"


def generate(rng):
    tests = [
        case(3, [10, 20, 30, 40, 50, 60]),
        case(1, [0]),
        case(1, [-10000, 10000, 7]),
        case(5, [1, 2, 3, 4, 5]),                 # K = N: a single output
        case(2, [-1, -2, -3, -4]),
        case(3, [1, 1, 2, 2, 2, 1, 1]),
        case(7, [rng.randint(-10000, 10000) for _ in range(30)]),
        case(128, [rng.randint(-10000, 10000) for _ in range(2000)]),
        case(10, [10000] * 500),
    ]
    # noisy distance sensor around 1500 mm
    tests.append(case(16, [1500 + rng.randint(-200, 200) for _ in range(40000)]))
    tests.append(case(99991, [rng.randint(-999, 999) for _ in range(100000)]))
    tests.append(case(3, [rng.randint(-10000, 10000) for _ in range(30000)]))
    return tests
