def case(k, a):
    return f"{len(a)} {k}\n" + " ".join(map(str, a)) + "\n"


def generate(rng):
    tests = [
        case(4, [5, 1, 9, 3, 7, 2]),
        case(1, [-7]),
        case(2, [1, 2]),                                  # even window: the lower median
        case(5, [3, 3, 3, 3, 3, 3, 3]),
        case(3, [10 ** 9, -10 ** 9, 0, 10 ** 9, -10 ** 9]),
        case(6, [6, 5, 4, 3, 2, 1, 0, -1, -2]),
        case(7, [rng.randint(-5, 5) for _ in range(60)]),        # many ties
        case(100, [rng.randint(-10 ** 9, 10 ** 9) for _ in range(1000)]),
        case(5000, [rng.randint(0, 50) for _ in range(8000)]),
    ]
    tests.append(case(50000, [rng.randint(0, 999) for _ in range(100000)]))
    tests.append(case(1001, [500 + (i // 300) % 50 + rng.randint(-20, 20) for i in range(60000)]))
    tests.append(case(100000, [rng.randint(0, 999) for _ in range(100000)]))     # K = N: one median
    return tests
