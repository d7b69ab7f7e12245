#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<pair<long long, long long>> jobs(n);   // (deadline, duration)
    for (auto &j : jobs) cin >> j.second >> j.first;
    sort(jobs.begin(), jobs.end());
    priority_queue<long long> chosen;              // durations of the accepted jobs (max-heap)
    long long t = 0;
    for (auto [d, len] : jobs) {
        chosen.push(len);
        t += len;
        if (t > d) {                               // too late: drop the longest accepted job
            t -= chosen.top();
            chosen.pop();
        }
    }
    printf("%zu\n", chosen.size());
    return 0;
}
