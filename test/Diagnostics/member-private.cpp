// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// Members of `this` in private and firstprivate (ClauseChecks rule 24):
// renamed like any member; a const one is not private, an array of class
// objects is not copied.
struct Counter {
  int c = 0;
  Counter() = default;
  Counter(const Counter &O) : c(O.c + 1) {}
};

struct Grid {
  const int n = 4;
  double s = 0;
  Counter cs[2];
  Counter one;
  void run(double *out) {
    #pragma acc parallel loop firstprivate(n, s, one) private(cs) copy(out[0:4])
    for (int i = 0; i < 4; ++i)
      out[i] = s + n;
    // expected-error@+1 {{const variable 'n' cannot appear in a 'private' clause}}
    #pragma acc parallel private(n)
    ;
    // expected-error@+1 {{member 'cs' in a 'firstprivate' clause is not supported yet}}
    #pragma acc parallel firstprivate(cs)
    ;
    // expected-error@+2 {{variable 'this->s' appears more than once in 'private' clauses on the 'parallel' directive}}
    // expected-note@+1 {{previous appearance of 's' is here}}
    #pragma acc parallel private(s, this->s)
    ;
  }
};
