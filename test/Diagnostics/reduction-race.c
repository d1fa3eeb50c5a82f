// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// A reduction variable of the compute construct used in a loop other than
// as updates with its operator, in a loop with no reduction clause for it:
// the loop's iterations race on the gang's copy (lib/Analysis/Reductions.cpp
// rule 5). Updates alone get an implied reduction instead (no warning).
void f(int *a, int n) {
  int s = 0, m = 0;
#pragma acc parallel reduction(+:s) reduction(max:m) copyin(a[0:n])
  {
    // expected-warning@+1 {{'s', a reduction variable of the compute construct, is used in this partitioned loop other than as 'reduction(+:s)' updates, and the loop has no reduction clause for it: its iterations race on the gang's copy}}
#pragma acc loop
    for (int i = 0; i < n; i++)
      a[i] = s++;
#pragma acc loop
    for (int i = 0; i < n; i++)
      s += a[i];
    // max has no update form accc recognizes: the loop needs the clause.
    // expected-warning@+1 {{'m', a reduction variable}}
#pragma acc loop
    for (int i = 0; i < n; i++)
      m = a[i] > m ? a[i] : m;
#pragma acc loop reduction(max:m)
    for (int i = 0; i < n; i++)
      m = a[i] > m ? a[i] : m;
  }
}
