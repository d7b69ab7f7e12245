import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    window = sum(a[:k])          # integer running sum: exact, no drift
    out = [f"{window / k:.6f}"]
    for i in range(k, n):
        window += a[i] - a[i - k]
        out.append(f"{window / k:.6f}")
    sys.stdout.write("\n".join(out) + "\n")


main()
