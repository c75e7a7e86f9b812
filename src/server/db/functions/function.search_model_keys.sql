-- The model keys of a name: every run of one to four of its words holding a digit, written
-- together after a '#' ("MSI GeForce RTX 4060 Ventus" gives #rtx4060, #4060ventus, ...). A
-- query written together the same way is an exact model number. A run followed by a word
-- that names another model of the same number (Ti, SUPER, XT, XTX, X3D, GRE) is not a key:
-- "RTX 4060 Ti" is not an exact "RTX 4060", so the plain RTX 4060 ranks first for it.
-- A loop over the words once split: every product write builds these.
CREATE OR REPLACE FUNCTION search_model_keys(name text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  words text[] := string_to_array(search_clean(name), ' ');
  word_count int := coalesce(cardinality(words), 0);
  model_keys text[] := '{}';
  run_key text;
BEGIN
  FOR run_start IN 1..word_count LOOP
    FOR run_end IN run_start..least(run_start + 3, word_count) LOOP
      run_key := '#' || array_to_string(words[run_start:run_end], '');
      IF run_key ~ '[0-9]' AND length(run_key) <= 60
        AND coalesce(words[run_end + 1], '') NOT IN ('ti', 'super', 'xt', 'xtx', 'x3d', 'gre')
        AND NOT run_key = ANY (model_keys) THEN
        model_keys := model_keys || run_key;
      END IF;
    END LOOP;
  END LOOP;
  RETURN model_keys;
END
$$;
