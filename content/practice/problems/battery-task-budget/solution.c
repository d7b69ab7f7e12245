#include <stdio.h>

int main(void) {
    long long E, R;
    int n;
    if (scanf("%lld %lld %d", &E, &R, &n) != 3) return 0;
    long long remaining = E;
    int done = 0;
    for (int i = 0; i < n; i++) {
        long long c;
        scanf("%lld", &c);
        if (done < i) continue;
        if (c <= 0) {
            remaining -= c;
            if (remaining > E) remaining = E;
            done++;
        } else if (remaining - c >= R) {
            remaining -= c;
            done++;
        }
    }
    printf("%d %lld\n", done, remaining);
    return 0;
}
