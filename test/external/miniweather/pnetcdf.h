/* No-op PnetCDF stub for miniWeather (this miniWeather revision has no macro that
 * disables PnetCDF output; "pnetcdf.h" is included and output() calls ncmpi_* unconditionally).
 * Every call succeeds and writes nothing. */
#ifndef MINIWEATHER_STUB_PNETCDF_H
#define MINIWEATHER_STUB_PNETCDF_H

#include <mpi.h>

#define NC_NOERR      0
#define NC_CLOBBER    0
#define NC_WRITE      1
#define NC_UNLIMITED  0L
#define NC_DOUBLE     6

static inline int ncmpi_create(MPI_Comm c, const char *p, int m, MPI_Info i, int *id) { (void)c; (void)p; (void)m; (void)i; *id = 1; return NC_NOERR; }
static inline int ncmpi_open(MPI_Comm c, const char *p, int m, MPI_Info i, int *id) { (void)c; (void)p; (void)m; (void)i; *id = 1; return NC_NOERR; }
static inline int ncmpi_def_dim(int id, const char *n, MPI_Offset len, int *dimid) { (void)id; (void)n; (void)len; *dimid = 0; return NC_NOERR; }
static inline int ncmpi_def_var(int id, const char *n, int t, int nd, const int *dims, int *varid) { (void)id; (void)n; (void)t; (void)nd; (void)dims; *varid = 0; return NC_NOERR; }
static inline int ncmpi_inq_varid(int id, const char *n, int *varid) { (void)id; (void)n; *varid = 0; return NC_NOERR; }
static inline int ncmpi_enddef(int id) { (void)id; return NC_NOERR; }
static inline int ncmpi_begin_indep_data(int id) { (void)id; return NC_NOERR; }
static inline int ncmpi_end_indep_data(int id) { (void)id; return NC_NOERR; }
static inline int ncmpi_close(int id) { (void)id; return NC_NOERR; }
static inline int ncmpi_put_vara_double_all(int id, int v, const MPI_Offset *st, const MPI_Offset *ct, const double *b) { (void)id; (void)v; (void)st; (void)ct; (void)b; return NC_NOERR; }
static inline int ncmpi_put_vara_double(int id, int v, const MPI_Offset *st, const MPI_Offset *ct, const double *b) { (void)id; (void)v; (void)st; (void)ct; (void)b; return NC_NOERR; }
static inline const char *ncmpi_strerror(int e) { (void)e; return "pnetcdf stub error"; }

#endif /* MINIWEATHER_STUB_PNETCDF_H */
