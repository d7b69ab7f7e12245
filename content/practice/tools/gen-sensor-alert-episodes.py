def case(T, d):
    return f"{len(d)} {T}\n" + " ".join(map(str, d)) + "\n"


def generate(rng):
    tests = [
        case(30, [50, 25, 20, 40, 10, 10, 10, 35, 29, 60]),
        case(0, [0]),                      # nothing is below 0
        case(1, [0]),
        case(30, [30, 30, 30]),            # equal to threshold is not an alert
        case(10000, [9999] * 7),
        case(5, [4, 6, 4, 6, 4, 6, 4]),
        case(100, [rng.randint(0, 200) for _ in range(100)]),
        case(50, [rng.choice([10, 90]) for _ in range(3000)]),
    ]
    d = [rng.randint(0, 10000) for _ in range(2000)]
    tests.append(case(rng.randint(0, 10000), d))
    tests.append(case(15, [rng.randint(10, 99) if rng.random() < 0.9 else rng.randint(0, 14) for _ in range(200000)]))
    tests.append(case(50, [rng.randint(0, 49) for _ in range(199990)] + [50] * 10))
    big = []
    while len(big) < 100000:
        L = rng.randint(1, 2000)
        big += [rng.randint(0, 49)] * L + [rng.randint(50, 99)]
    tests.append(case(50, big[:100000]))
    return tests
