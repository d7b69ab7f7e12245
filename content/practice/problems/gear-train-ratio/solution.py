import sys
from math import gcd


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    pos = 1
    out = []
    for _ in range(q):
        w, n = int(data[pos]), int(data[pos + 1])
        pos += 2
        num, den = w, 1
        for _ in range(n):
            num *= int(data[pos])       # driver teeth
            den *= int(data[pos + 1])   # driven teeth
            pos += 2
        g = gcd(num, den)
        # every gear mesh reverses the direction of rotation
        out.append(f"{num // g}/{den // g} {'CCW' if n % 2 else 'CW'}")
    sys.stdout.write("\n".join(out) + "\n")


main()
