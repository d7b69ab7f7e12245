def case(s):
    return f"{len(s)}\n{s}\n"


def generate(rng):
    tests = [
        case("FFRFFLBB"),
        case("L"),
        case("F"),
        case("B"),
        case("RRRR"),
        case("LLLLLLFFF"),
        case("FRFRFRFR"),                           # closed square loop
        case("".join(rng.choice("FBLR") for _ in range(100))),
        case("".join(rng.choice("FFFLR") for _ in range(5000))),
    ]
    tests.append(case("".join(rng.choice("FFFFBLR") for _ in range(200000))))
    tests.append(case("F" * 100000 + "RR" + "B" * 99998))   # runs far then backs (still facing S)
    tests.append(case("".join(rng.choice("FBFBLR") for _ in range(199999))))
    return tests
