#include <stdio.h>

static long long gcd(long long a, long long b) {
    while (b) { long long t = a % b; a = b; b = t; }
    return a;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        long long w, p, den = 1;
        int n;
        scanf("%lld %d", &w, &n);
        p = w;
        for (int i = 0; i < n; i++) {
            long long a, b;
            scanf("%lld %lld", &a, &b);
            p *= a;
            den *= b;
            long long g = gcd(p, den);
            p /= g;
            den /= g;
        }
        printf("%lld/%lld %s\n", p, den, n % 2 ? "CCW" : "CW");
    }
    return 0;
}
