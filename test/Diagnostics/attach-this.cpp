// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// attach and detach act on a pointer stored in host memory, whose device
// copy gets the device address of its target (OpenACC 3.3 sec. 2.7.13);
// `this` is no stored pointer (ClauseChecks.cpp rule 29). A fuzzing find:
// `enter data attach(this)` became `acc_attach((void **)&(this[0:1]))`,
// which clang rejected in the OpenMP compile. The object's pointer members
// attach as usual.
struct Grid {
  double *cells;
  int n;
  void toDevice() {
    // expected-error@+1 {{'this' in 'attach': attach and detach act on a pointer stored in memory, which 'this' is not; name the object's pointer members instead}}
    #pragma acc enter data attach(this)
    #pragma acc enter data copyin(cells[0:n]) attach(cells)
  }
  void fromDevice() {
    // expected-error@+1 {{'this' in 'detach'}}
    #pragma acc exit data detach(this)
    #pragma acc exit data detach(cells) delete(cells[0:n])
  }
};
